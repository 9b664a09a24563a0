import type { ReminderSettings } from '@roots/shared/contracts/reminders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { useReminders } from '../api/get-reminders.ts';
import { ReminderCard } from './reminder-card.tsx';

const settings = (changes: Partial<ReminderSettings> = {}): ReminderSettings => ({
  push: false,
  email: false,
  daily: true,
  streak: true,
  time: '18:00',
  quiet_start: '21:00',
  quiet_end: '08:00',
  streak_time: '19:00',
  push_key: 'B'.repeat(87),
  push_devices: 0,
  prompt_dismissed: false,
  last_sent_at: null,
  ...changes,
});

afterEach(() => vi.unstubAllGlobals());

/** Says when the card's settings have arrived (the card may show nothing either way). */
function SettingsLoaded() {
  return useReminders().data ? 'loaded' : null;
}

// jsdom has no PushManager: these are a browser without notifications, where e-mail is the way.
describe('the dashboard’s reminder card', () => {
  it('offers e-mail reminders to a confirmed address, says when and when never, and turns them on', async () => {
    const fetch = stubApi({
      'GET /api/reminders': () => apiOk(settings()),
      'PATCH /api/reminders': (init) => apiOk(settings({ email: (sentJson(init) as { email: boolean }).email })),
    });
    renderRoutes(<ReminderCard emailConfirmed />);
    expect(await screen.findByRole('heading', { name: 'A nudge each day?' })).toBeInTheDocument();
    expect(screen.getByText(/One reminder at 18:00 .* Never between 21:00 and 08:00\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me' }));
    expect(await screen.findByText('Reminders are on.')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(sentJson(patch?.[1])).toEqual({ email: true });
  });

  it('is put away for good with “Not now”', async () => {
    const fetch = stubApi({
      'GET /api/reminders': () => apiOk(settings()),
      'PATCH /api/reminders': () => apiOk(settings({ prompt_dismissed: true })),
    });
    renderRoutes(<ReminderCard emailConfirmed />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'A nudge each day?' })).not.toBeInTheDocument());
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(sentJson(patch?.[1])).toEqual({ prompt_dismissed: true });
  });

  it('shows nothing once reminders are on, once put away, or with no way to remind here', async () => {
    for (const [given, confirmed] of [
      [settings({ push: true, push_devices: 1 }), true],
      [settings({ prompt_dismissed: true }), true],
      [settings(), false],
    ] as const) {
      stubApi({ 'GET /api/reminders': () => apiOk(given) });
      const { container, unmount } = renderRoutes(
        <>
          <ReminderCard emailConfirmed={confirmed} />
          <SettingsLoaded />
        </>,
      );
      await screen.findByText('loaded');
      expect(container.textContent).toBe('loaded');
      unmount();
    }
  });
});
