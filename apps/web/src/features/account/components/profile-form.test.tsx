import type { UserProfile } from '@roots/shared/contracts/user';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { apiFailure, apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import { ProfileForm } from './profile-form.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(() => Promise.resolve()) }));

// The form checks the username against the contract's rules, which allow no space.
const user = makeUser({ user_metadata: { username: 'amara_okafor', avatar_url: null } });

function renderForm(onSaved: (profile: UserProfile) => void = vi.fn()) {
  renderRoutes(<ProfileForm user={user} onSaved={onSaved} />, { session: makeSession({ user }) });
}

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile form', () => {
  it('sends only what changed, with the daily goal as a number, and hands on the saved profile', async () => {
    const saved = { ...user, display_name: 'Amara', daily_goal: 30 };
    const fetch = stubApi({ 'PATCH /api/user/profile': () => apiOk(saved) });
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const onSaved = vi.fn();
    renderForm(onSaved);

    await userEvent.type(screen.getByLabelText('Display name'), '  Amara ');
    await userEvent.click(screen.getByText('Serious'));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Profile saved.'));
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(sentJson(init)).toEqual({ display_name: 'Amara', daily_goal: 30 });
    expect(onSaved).toHaveBeenCalledWith(saved);
    // The stats carry the daily goal, so the learner's data is fetched again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'u1'] });
    expect(screen.getByLabelText('Display name')).toHaveValue('Amara');
  });

  it('shows the server’s field error under its field and the message above the button', async () => {
    stubApi({
      'PATCH /api/user/profile': () =>
        apiFailure(409, 'CONFLICT', 'Some details need another look.', { username: 'That username is taken.' }),
      'GET /api/user/username/check': () => apiOk({ available: true, reason: null }),
    });
    const onSaved = vi.fn();
    renderForm(onSaved);

    const username = screen.getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'kwame');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('That username is taken.')).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription('That username is taken.');
    expect(screen.getByText('Some details need another look.')).toHaveAttribute('role', 'alert');
    expect(onSaved).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says the profile is up to date without calling the server when nothing changed', async () => {
    const fetch = stubApi({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Your profile is up to date.'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
