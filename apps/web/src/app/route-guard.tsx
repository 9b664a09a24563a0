import { protectedPaths, publicPaths } from '@roots/shared/routes';
import { type ReactNode, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../features/session/session-context.ts';

export interface GuardRules {
  requireAuth?: boolean;
  requireAdmin?: boolean;
  redirectIfAuthed?: boolean;
  /** What the page shows while the session loads, where it is more than the spinner (its frame). */
  loading?: ReactNode;
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
  loading,
  children,
}: GuardRules & { children: ReactNode }) {
  const { user, isLoading, isAdmin, signedOut } = useSession();
  const { pathname } = useLocation();

  if (isLoading) {
    if (loading !== undefined) return loading;
    return (
      // Said in words, not only by the spinner: this is also the page's first paint, from the
      // server's HTML, before any script has run (and where the scripts are slow to come).
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-primary">
        <Spinner className="size-8" />
        <p className="text-sm font-semibold text-ink-muted">Checking your session</p>
      </div>
    );
  }
  // Signing out on a members' page leads home (spec: Sign Out goes to /), an expired session to log in.
  if ((requireAuth || requireAdmin) && !user) return <Navigate to={signedOut ? '/' : publicPaths.login} replace />;
  if (requireAdmin && !isAdmin) return <Navigate to={publicPaths.home} replace />;
  if (redirectIfAuthed && pathname !== '/') {
    return <SignedOutOnly signedIn={user !== null}>{children}</SignedOutOnly>;
  }
  return children;
}

/**
 * redirectIfAuthed for learners who arrive signed in. One who signs in on the page itself (log
 * in, sign up) is sent on by that page, to onboarding or wherever they were going; redirecting
 * them here as well would race that navigation while the next page's code loads.
 */
function SignedOutOnly({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [arrivedSignedIn] = useState(signedIn);
  if (arrivedSignedIn) return <Navigate to={protectedPaths.dashboard} replace />;
  return children;
}
