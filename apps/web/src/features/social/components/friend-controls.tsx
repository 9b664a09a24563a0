import type { Relation } from '@roots/shared/contracts/social';
import { Button } from '../../../components/ui/button.tsx';
import { type FriendAction, useFriendAction } from '../api/friend-actions.ts';

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
  const run = (next: FriendAction) => action.mutate(next);
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
