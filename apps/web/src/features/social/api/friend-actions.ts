import type { RelationState } from '@roots/shared/contracts/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';

/** What a learner can do about another one (each is one endpoint). */
export type FriendAction =
  | { type: 'request'; username: string }
  | { type: 'accept' | 'decline' | 'cancel' | 'remove' | 'block' | 'unblock'; userId: string };

export function friendAction(action: FriendAction): Promise<RelationState> {
  if (action.type === 'request') {
    return apiData<RelationState>('/friends/requests', { method: 'POST', body: { username: action.username } });
  }
  const id = encodeURIComponent(action.userId);
  switch (action.type) {
    case 'accept':
      return apiData(`/friends/${id}/accept`, { method: 'POST' });
    case 'decline':
      return apiData(`/friends/${id}/decline`, { method: 'POST' });
    case 'cancel':
      return apiData(`/friends/requests/${id}`, { method: 'DELETE' });
    case 'remove':
      return apiData(`/friends/${id}`, { method: 'DELETE' });
    case 'block':
      return apiData(`/friends/${id}/block`, { method: 'POST' });
    case 'unblock':
      return apiData(`/friends/${id}/block`, { method: 'DELETE' });
  }
}

const done: Record<FriendAction['type'], string> = {
  request: 'Friend request sent.',
  accept: 'You are now friends.',
  decline: 'Request declined.',
  cancel: 'Request cancelled.',
  remove: 'Friend removed.',
  block: 'Learner blocked.',
  unblock: 'Learner unblocked.',
};

/**
 * Any friend action; friends, searches, profiles and the friends' leaderboard are fetched again.
 * The toast is said here, not in `mutate`'s callbacks: those are dropped when the asking row
 * unmounts, and an accepted request's row does (it moves to the friends list on the refetch).
 */
export function useFriendAction(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: friendAction,
    onSuccess: (state, action) => {
      // A request to someone who had already asked us is an acceptance (the server makes it one).
      const said = action.type === 'request' && state.relation === 'friends' ? done.accept : done[action.type];
      void notify('success', said);
      return client.invalidateQueries({ queryKey: learnerKeys.all(userId) });
    },
    onError: (error) => void notify('error', error.message),
  });
}
