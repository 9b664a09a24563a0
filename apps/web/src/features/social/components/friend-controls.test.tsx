import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { apiFailure, apiOk, stubApi } from '../../../test/api-responses.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { FriendControls } from './friend-controls.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(() => Promise.resolve()) }));

const bo = { id: 'u2', username: 'bo' };

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('friend controls', () => {
  it('says "You are now friends." even when the request row is gone before the answer arrives', async () => {
    // The friends page moves an accepted request to the friends list, unmounting the row that asked.
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'POST /api/friends/u2/accept': () => apiOk({ relation: 'friends' }),
    });
    const fetch = vi.mocked(globalThis.fetch);
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const view = renderRoutes(<FriendControls userId="u1" other={bo} relation="incoming" />);

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    view.unmount();
    answer(apiOk({ relation: 'friends' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'You are now friends.'));
  });

  it('calls a request to someone who had asked first an acceptance, and shows a refusal as said', async () => {
    stubApi({
      'POST /api/friends/requests': () => apiOk({ relation: 'friends' }),
      'POST /api/friends/u2/block': () => apiFailure(429, 'RATE_LIMITED', 'Too many requests. Try again in a minute.'),
    });
    const view = renderRoutes(<FriendControls userId="u1" other={bo} relation="none" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add friend' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'You are now friends.'));

    view.unmount();
    renderRoutes(<FriendControls userId="u1" other={bo} relation="friends" />);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Too many requests. Try again in a minute.'));
  });
});
