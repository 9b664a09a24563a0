import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../features/session/session-context.ts';

export interface GuardRules {
  requireAuth?: boolean;
  requireAdmin?: boolean;
  redirectIfAuthed?: boolean;
}

/**
 * The protection layer of spec section 4: spinner while the session loads; visitors on
 * auth-required pages go to login (replacing the history entry); non-admins on admin pages go
 * home; signed-in users on redirectIfAuthed pages (other than /) go to the dashboard. The server
 * checks every call again: this guard only decides what to show.
 */
export function RouteGuard({
  requireAuth,
  requireAdmin,
  redirectIfAuthed,
  children,
}: GuardRules & { children: ReactNode }) {
  const { user, isLoading, isAdmin } = useSession();
  const { pathname } = useLocation();

  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-primary">
        <Spinner className="size-8" label="Checking your session" />
      </div>
    );
  }
  if ((requireAuth || requireAdmin) && !user) return <Navigate to="/auth/login" replace />;
  if (requireAdmin && !isAdmin) return <Navigate to="/" replace />;
  if (redirectIfAuthed && user && pathname !== '/') return <Navigate to="/dashboard" replace />;
  return children;
}
