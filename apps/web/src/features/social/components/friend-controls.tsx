import type { Relation } from '@roots/shared/contracts/social';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/notify.ts';
import { type FriendAction, useFriendAction } from '../api/friend-actions.ts';

const done: Record<FriendAction['type'], string> = {
  request: 'Friend request sent.',
  accept: 'You are now friends.',
  decline: 'Request declined.',
  cancel: 'Request cancelled.',
  remove: 'Friend removed.',
  block: 'Learner blocked.',
  unblock: 'Learner unblocked.',
};

/** The buttons that fit how the viewer stands with another learner. */
export function FriendControls({
  userId,
  other,
  relation,
}: {
  userId: string;
  other: { id: string; username: string };
  relation: Relation;
}) {
  const action = useFriendAction(userId);
  const run = (next: FriendAction) =>
    action.mutate(next, {
      onSuccess: (state) =>
        void notify('success', next.type === 'request' && state.relation === 'friends' ? done.accept : done[next.type]),
      onError: (error) => void notify('error', error.message),
    });
  const busy = action.isPending;
  const by = { userId: other.id };
  switch (relation) {
    case 'self':
      return null;
    case 'none':
      return (
        <Button size="sm" isLoading={busy} onClick={() => run({ type: 'request', username: other.username })}>
          Add friend
        </Button>
      );
    case 'outgoing':
      return (
        <Button size="sm" variant="secondary" isLoading={busy} onClick={() => run({ type: 'cancel', ...by })}>
          Cancel request
        </Button>
      );
    case 'incoming':
      return (
        <span className="flex gap-2">
          <Button size="sm" isLoading={busy} onClick={() => run({ type: 'accept', ...by })}>
            Accept
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => run({ type: 'decline', ...by })}>
            Decline
          </Button>
        </span>
      );
    case 'friends':
      return (
        <span className="flex gap-2">
          <Button size="sm" variant="secondary" isLoading={busy} onClick={() => run({ type: 'remove', ...by })}>
            Remove
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => run({ type: 'block', ...by })}>
            Block
          </Button>
        </span>
      );
    case 'blocked':
      return (
        <Button size="sm" variant="secondary" isLoading={busy} onClick={() => run({ type: 'unblock', ...by })}>
          Unblock
        </Button>
      );
  }
}
