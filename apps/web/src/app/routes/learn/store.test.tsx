import { powerUps, type Store, type Wallet } from '@roots/shared/contracts/store';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { apiFailure, apiOk } from '../../../test/api-responses.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import StorePage from './store.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(() => Promise.resolve()) }));

const wallet: Wallet = { coins: 1250, streak_freezes: 1, xp_boost_until: null, heart_count: 3 };
const store: Store = {
  items: Object.entries(powerUps).map(([id, item]) => ({ id: id as keyof typeof powerUps, ...item })),
  wallet,
  premium: { active: false, until: null, trial_used: false },
};

const session = makeSession({ user: makeUser() });
const renderStore = () => renderRoutes(<StorePage />, { path: '/store', session });

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('store page', () => {
  it('shows every power-up with its price and what the learner holds, and the coins in the wallet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(apiOk(store))),
    );
    renderStore();
    expect(await screen.findByRole('heading', { name: 'Heart Refill' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Streak Freeze' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'XP Boost' })).toBeInTheDocument();
    expect(screen.getByText('1,250 coins')).toBeInTheDocument();
    expect(screen.getByText('You have 3 of 5 hearts.')).toBeInTheDocument();
    expect(screen.getByText('You hold 1 of 2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy XP Boost for 200 coins' })).toBeEnabled();
  });

  it('says how many coins an item lacks before the learner tries to buy it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(apiOk({ ...store, wallet: { ...wallet, coins: 149 } }))),
    );
    renderStore();
    expect(await screen.findByText('You have 3 of 5 hearts.')).toBeInTheDocument();
    expect(screen.getByText('You hold 1 of 2. You need 1 more coin.')).toBeInTheDocument();
    expect(screen.getByText('Not active. You need 51 more coins.')).toBeInTheDocument();
    // The server has the last word (a parallel purchase may have spent the coins): still a button.
    expect(screen.getByRole('button', { name: 'Buy XP Boost for 200 coins' })).toBeEnabled();
  });

  it('a purchase posts only the item, shows the new wallet and refreshes the learner data', async () => {
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>((url) =>
      Promise.resolve(
        url.endsWith('/store/purchase') ? apiOk({ ...wallet, coins: 1150, heart_count: 5 }) : apiOk(store),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderStore();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Heart Refill for 100 coins' }));

    expect(await screen.findByText('1,150 coins')).toBeInTheDocument();
    expect(screen.getByText('You have 5 of 5 hearts.')).toBeInTheDocument();
    const purchase = fetch.mock.calls.find(([url]) => url.endsWith('/store/purchase'));
    expect(purchase?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ item_id: 'heart-refill' }) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'u1'] });
    expect(notify).toHaveBeenCalledWith('success', 'Purchase successful!');
  });

  it('a refused purchase shows the server’s message and leaves the wallet as it was', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.endsWith('/store/purchase')
            ? apiFailure(409, 'CONFLICT', 'You need 50 more coins for that.')
            : apiOk(store),
        ),
      ),
    );
    renderStore();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy XP Boost for 200 coins' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'You need 50 more coins for that.'));
    expect(screen.getByText('1,250 coins')).toBeInTheDocument();
  });

  it('says when the store cannot be loaded, and loads it again on Try again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(apiFailure(503, 'INTERNAL', 'The server is busy.'))
      .mockResolvedValue(apiOk(store));
    vi.stubGlobal('fetch', fetch);
    renderStore();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The store could not be loaded. The server is busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Heart Refill' })).toBeInTheDocument();
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });

  it('shows Go Premium with the five benefits, the price and Cancel anytime, and starts the real trial', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>((url) =>
      url.endsWith('/store/premium/trial')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(apiOk(store)),
    );
    vi.stubGlobal('fetch', fetch);
    renderStore();
    expect(await screen.findByRole('heading', { name: 'Go Premium' })).toBeInTheDocument();
    for (const benefit of [
      'Unlimited hearts',
      'No ads',
      'Bonus XP every lesson',
      'Access to premium lessons',
      'Priority support',
    ]) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
    // What the trial does not honour is said, not implied.
    expect(screen.getByText(/Bonus XP, premium lessons and priority support are not offered yet/)).toBeInTheDocument();
    expect(screen.getByText('$4.99/mo')).toBeInTheDocument();
    expect(screen.getByText(/Cancel anytime/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    answer(apiOk({ active: true, until: new Date(Date.now() + 14 * 86_400_000).toISOString(), trial_used: true }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'You are now a Premium member!'));
    expect(await screen.findByText(/14 days left of your free trial/)).toBeInTheDocument();
    expect(fetch.mock.calls.find(([url]) => url.endsWith('/store/premium/trial'))?.[1]).toMatchObject({
      method: 'POST',
    });
    expect(screen.getByRole('button', { name: 'End trial now' })).toBeEnabled();
  });

  it('thanks a donation without any payment: Thank you! for 1.2 s, then the thank-you toast', async () => {
    const fetch = vi.fn(() => Promise.resolve(apiOk(store)));
    vi.stubGlobal('fetch', fetch);
    renderStore();
    expect(await screen.findByRole('heading', { name: 'Support Roots' })).toBeInTheDocument();
    const calls = fetch.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));
    expect(screen.getByRole('button', { name: 'Thank you!' })).toBeDisabled();
    // 1.2 s of thanks: waitFor's deadline (src/test/setup.ts) leaves room for a loaded machine's slow timers.
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Thank you for your support!'));
    // React renders the timer's state change on its own schedule, after the toast was asked for.
    expect(await screen.findByRole('button', { name: 'Donate' })).toBeEnabled();
    expect(fetch.mock.calls.length).toBe(calls);
  });
});
