import type { Session } from '@roots/shared/contracts/auth';
import { countOf } from '@roots/shared/domain/count';
import { Laptop, Smartphone } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../lib/notify.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { describeDevice } from '../device.ts';
import { dateFormat } from '../../../lib/date-format.ts';

const when = dateFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ session }: { session: Session }) {
  const revoke = useRevokeSession();
  const { label, mobile } = describeDevice(session.user_agent);
  const Icon = mobile ? Smartphone : Laptop;
  return (
    <li className="flex flex-wrap items-center gap-4 py-4">
      <Icon aria-hidden="true" className="size-6 text-ink-muted" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {label}
          {session.current ? <Badge tone="primary">This device</Badge> : null}
        </p>
        <p className="text-sm text-ink-muted">
          Last active {when.format(new Date(session.last_used_at))}
          {session.ip ? ` · ${session.ip}` : ''}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          isLoading={revoke.isPending}
          aria-label={`Sign out ${label}, last active ${when.format(new Date(session.last_used_at))}`}
          onClick={() =>
            revoke.mutate(session.id, {
              onSuccess: () => void notify('success', `${label} is signed out.`),
              onError: (error) => void notify('error', error.message),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

export function SessionsListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-label="Loading your devices">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** Loads through suspense: render it inside a QueryBoundary. */
export function SessionsList() {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data.filter((session) => !session.current).length;
  return (
    <div>
      <ul className="divide-y divide-line">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={others === 0}
          isLoading={revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: () => void notify('success', 'Every other device is signed out.'),
              onError: (error) => void notify('error', error.message),
            })
          }
        >
          Sign out everywhere else
        </Button>
        <span className="text-sm text-ink-muted">
          {others === 0 ? 'You are signed in on this device only.' : `${countOf(others, 'other device')} signed in.`}
        </span>
      </div>
    </div>
  );
}
