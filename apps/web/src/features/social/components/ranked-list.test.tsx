import type { LeaderboardRow } from '@roots/shared/contracts/social';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RankedRow } from './ranked-list.tsx';

const row = (changes: Partial<LeaderboardRow>): LeaderboardRow => ({
  id: 'u1',
  username: 'zawadi',
  display_name: null,
  avatar_url: null,
  xp: 120,
  rank: 2,
  hidden: false,
  ...changes,
});

const show = (shown: LeaderboardRow) =>
  render(
    <MemoryRouter>
      <ol>
        <RankedRow row={shown} mine={false} />
      </ol>
    </MemoryRouter>,
  );

describe('a place in a ranking', () => {
  it('links a visible learner to their profile', () => {
    show(row({}));
    expect(screen.getByRole('link', { name: 'zawadi' })).toHaveAttribute('href', '/profile/zawadi');
  });

  it('shows a learner who hides their profile as "A learner", with their XP and no link', () => {
    show(row({ username: '', display_name: 'A learner', hidden: true }));
    expect(screen.getByText('A learner')).toBeInTheDocument();
    expect(screen.getByText('120 XP')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
