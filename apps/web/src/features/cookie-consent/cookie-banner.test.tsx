import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from './cookie-banner.tsx';

const renderBanner = () =>
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );

describe('cookie banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears after 1.5 s when no consent is stored', async () => {
    renderBanner();
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('stores cookieConsent=true on Accept and hides', async () => {
    renderBanner();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it.each(['Decline', 'Close cookie banner'])('only hides for this visit on %s', async (name) => {
    renderBanner();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    fireEvent.click(screen.getByRole('button', { name }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBeNull();
  });

  it('never appears once consent is stored', async () => {
    localStorage.setItem('cookieConsent', 'true');
    renderBanner();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
