import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeLanguage } from '../../../test/lesson-data.ts';
import { LanguageCard } from './language-card.tsx';

const renderCard = (overrides: Parameters<typeof makeLanguage>[0], inChoice = false) =>
  render(
    <MemoryRouter>
      <LanguageCard language={makeLanguage({ enrolled: false, ...overrides })} inChoice={inChoice} />
    </MemoryRouter>,
  );

describe('language card: listening and voices', () => {
  it('says a course has listening and how much of it a human voice reads', () => {
    renderCard({ listening: 32, voiced_share: 0.744, synthetic_share: 0 });
    expect(screen.getByText('Listening · 74% voiced')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'help record it' })).not.toBeInTheDocument();
  });

  it('is honest about synthetic voices', () => {
    renderCard({ listening: 40, voiced_share: 0.98, synthetic_share: 0.98 });
    expect(screen.getByText('Listening · 98% voiced · synthetic voice')).toBeInTheDocument();
  });

  it('says how much is synthetic when humans have replaced part of it', () => {
    renderCard({ listening: 40, voiced_share: 1, synthetic_share: 0.6 });
    expect(screen.getByText('Listening · 100% voiced · 60% synthetic voice')).toBeInTheDocument();
  });

  it('asks speakers to record a course without listening', () => {
    renderCard({ listening: 0, voiced_share: 0.05, synthetic_share: 0 });
    expect(screen.getByText(/No listening yet · 5% voiced/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help record it' })).toHaveAttribute('href', '/contribute');
  });

  it('keeps a card inside a choice button free of links', () => {
    renderCard({ listening: 0, voiced_share: 0, synthetic_share: 0 }, true);
    expect(screen.getByText(/No listening yet — help record it/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
