import { storageKeys } from '@roots/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { apiFailure, apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { makeSession, makeUser, renderRoutes } from '../../../test/render.tsx';
import { PasswordForm } from './password-form.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(() => Promise.resolve()) }));

const user = makeUser();

async function changePassword(current: string) {
  renderRoutes(<PasswordForm user={user} />, { session: makeSession({ user }) });
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), 'Asante!2027y');
  await userEvent.type(screen.getByLabelText('Repeat the new password'), 'Asante!2027y');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  vi.mocked(notify).mockClear();
  localStorage.setItem(storageKeys.accessToken, 'old-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('password form', () => {
  it('replaces the stored token with the new one, empties the form and refreshes the devices', async () => {
    const fetch = stubApi({ 'POST /api/auth/change-password': () => apiOk({ access_token: 'new-token' }) });
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    await changePassword('Jambo!2026x');

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Password changed. Your other devices have been signed out.'),
    );
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(sentJson(init)).toEqual({
      email: user.email,
      oldPassword: 'Jambo!2026x',
      newPassword: 'Asante!2027y',
    });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('new-token');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth', 'sessions'] });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password under its field and keeps the token', async () => {
    stubApi({
      'POST /api/auth/change-password': () =>
        apiFailure(400, 'VALIDATION_FAILED', 'Please check the form.', {
          oldPassword: 'That password is not right.',
        }),
    });
    await changePassword('Wrong!pass1');

    expect(await screen.findByText('That password is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('That password is not right.');
    // The field says it all: no second message above the button.
    expect(screen.queryByText('Please check the form.')).toBeNull();
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('old-token');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows any other failure above the button', async () => {
    stubApi({
      'POST /api/auth/change-password': () => apiFailure(429, 'RATE_LIMITED', 'Too many attempts. Try again soon.'),
    });
    await changePassword('Jambo!2026x');
    expect(await screen.findByText('Too many attempts. Try again soon.')).toHaveAttribute('role', 'alert');
  });
});
