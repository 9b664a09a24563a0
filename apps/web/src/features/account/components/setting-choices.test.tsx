import type { UserProfile } from '@roots/shared/contracts/user';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { apiFailure, apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import { LessonSettingsForm } from './lesson-settings-form.tsx';
import { PrivacyForm } from './privacy-form.tsx';
import { SoundSetting } from './sound-setting.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(() => Promise.resolve()) }));

const user = makeUser({ muted_notifications: ['daily-goal'] });
const render = (form: ReactElement) => renderRoutes(form, { session: makeSession({ user }) });
/** Answers the profile update with the learner changed as asked; returns the fetch stub to read what was sent. */
const saving = () =>
  stubApi({
    'PATCH /api/user/profile': (init) => apiOk({ ...user, ...(sentJson(init) as Partial<UserProfile>) }),
  });
const sent = (fetch: ReturnType<typeof stubApi>) => sentJson(fetch.mock.calls[0]?.[1]);

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('settings saved at once', () => {
  it('privacy: a visibility or a notification kind is saved the moment it changes', async () => {
    const fetch = saving();
    const onSaved = vi.fn();
    render(<PrivacyForm user={user} onSaved={onSaved} />);

    const visibility = screen.getByRole('group', { name: 'Profile visible to' });
    expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    expect(visibility).toContainElement(screen.getByRole('radio', { name: 'Friends only' }));
    expect(screen.getByRole('checkbox', { name: 'Daily goal reached' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Friend requests' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Saved.'));
    expect(sent(fetch)).toEqual({ muted_notifications: ['daily-goal', 'friend-request'] });
    expect(onSaved).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole('radio', { name: 'Friends only' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentJson(fetch.mock.calls[1]?.[1])).toEqual({ profile_visibility: 'friends' });
  });

  it('lessons: each romanisation choice says what it does, and a failed save says why', async () => {
    stubApi({ 'PATCH /api/user/profile': () => apiFailure(500, 'INTERNAL', 'Something went wrong.') });
    render(<LessonSettingsForm user={user} onSaved={vi.fn()} />);

    expect(screen.getByRole('group', { name: 'Romanisation under Amharic' })).toHaveAccessibleDescription(
      /A line in Latin letters under words written in fidel/,
    );
    const never = screen.getByRole('radio', { name: /^Never/ });
    expect(never.closest('label')).toHaveTextContent('NeverI read fidel on my own.');
    expect(screen.getByRole('radio', { name: /^While I learn to read/ })).toBeChecked();

    await userEvent.click(never);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Something went wrong.'));
    // The saved choice is back.
    expect(screen.getByRole('radio', { name: /^While I learn to read/ })).toBeChecked();
  });

  it('sound effects: one switch, kept on the account', async () => {
    const fetch = saving();
    render(<SoundSetting user={user} onSaved={vi.fn()} />);

    await userEvent.click(screen.getByRole('switch', { name: 'Sound effects' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Saved.'));
    expect(sent(fetch)).toEqual({ sound_effects: false });
  });

  it('shows a choice at once, in the same event as the click, while the server has not answered', () => {
    // A controlled radio snaps back to the saved value unless the change is in state by then.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    render(<LessonSettingsForm user={user} onSaved={vi.fn()} />);
    const never = screen.getByRole('radio', { name: /^Never/ });
    never.click();
    expect(never).toBeChecked();
    expect(never).toBeDisabled();
  });
});
