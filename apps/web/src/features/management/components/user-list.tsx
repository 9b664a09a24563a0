import type { AdminUser } from '@roots/shared/contracts/admin';
import { useDeferredValue, useState } from 'react';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../lib/notify.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { useUpdateAdminUser } from '../api/update-admin-user.ts';
import { RecordRow } from './record-row.tsx';

function Results({ q }: { q: string }) {
  const { data: users } = useAdminUsers(q);
  const update = useUpdateAdminUser();
  const change = (user: AdminUser, changes: Parameters<typeof update.mutate>[0]['changes'], done: string) => {
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: () => void notify('success', done),
        onError: (error) => void notify('error', error.message),
      },
    );
  };
  if (users.length === 0) return <p className="text-ink-muted">Nobody matches “{q}”.</p>;
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-surface-raised">
      {users.map((user) => (
        <RecordRow
          key={user.id}
          className="p-3"
          actions={
            <>
              <Button
                size="sm"
                variant="secondary"
                disabled={update.isPending}
                onClick={() => {
                  const role = user.role === 'admin' ? 'learner' : 'admin';
                  change(user, { role }, `${user.username} is now ${role === 'admin' ? 'an admin' : 'a learner'}.`);
                }}
              >
                {user.role === 'admin' ? 'Make learner' : 'Make admin'}
              </Button>
              <Button
                size="sm"
                variant={user.status === 'banned' ? 'secondary' : 'danger'}
                disabled={update.isPending}
                onClick={() => {
                  const status = user.status === 'banned' ? 'active' : 'banned';
                  change(
                    user,
                    { status },
                    status === 'banned' ? `${user.username} is banned.` : `${user.username} may sign in again.`,
                  );
                }}
              >
                {user.status === 'banned' ? 'Restore' : 'Ban'}
              </Button>
            </>
          }
        >
          <p className="font-semibold wrap-anywhere">
            {user.username} <span className="text-sm font-normal text-ink-muted">· {user.role}</span>
            {user.status === 'banned' ? <span className="text-sm font-normal text-danger"> · banned</span> : null}
          </p>
          <p className="text-sm text-ink-muted">{user.email}</p>
        </RecordRow>
      ))}
    </ul>
  );
}

/** Accounts: search by e-mail or username, change the role, ban or restore. */
export function UserList() {
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  return (
    <div className="space-y-4">
      <Input
        label="Search accounts"
        type="search"
        value={q}
        placeholder="E-mail or username"
        onChange={(event) => {
          setQ(event.target.value);
        }}
      />
      <QueryBoundary
        fallback={<Skeleton className="h-40" />}
        error={({ message, retry }) => <LoadError onRetry={retry}>Could not load the accounts: {message}</LoadError>}
      >
        <Results q={search} />
      </QueryBoundary>
    </div>
  );
}
