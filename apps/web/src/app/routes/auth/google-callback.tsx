import { protectedPaths, publicPaths } from '@roots/shared/routes';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { completeGoogleSignIn } from '../../../features/auth/api/complete-google-sign-in.ts';
import { AuthCard, FormAlert } from '../../../features/auth/components/auth-card.tsx';
import { pageAfterSignIn } from '../../../features/auth/redirect.ts';
import { googleStartErrors } from '@roots/shared/contracts/auth';
import { useSession } from '../../../features/session/session-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export default function GoogleCallbackPage() {
  useDocumentTitle('Signing in with Google');
  const { search } = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const startError = startErrorOf(search);
  const [error, setError] = useState<string | undefined>(startError);
  // An authorization code works once: never send it twice (React's development double effects).
  const started = useRef(false);

  useEffect(() => {
    if (started.current || startError) return;
    started.current = true;
    completeGoogleSignIn(search)
      .then(async ({ accessToken, isNew }) => {
        const profile = await signIn(accessToken);
        await navigate(isNew ? protectedPaths.onboarding : pageAfterSignIn(profile), { replace: true });
      })
      .catch((failure: unknown) => {
        console.error('Google sign-in failed', failure);
        setError(failure instanceof Error ? failure.message : 'Google sign-in did not complete.');
      });
  }, [search, startError, signIn, navigate]);

  return (
    <AuthCard title="Signing in with Google" footer={<Link to={publicPaths.login}>Back to log in</Link>}>
      {error ? (
        <FormAlert>{error}</FormAlert>
      ) : (
        <p className="flex items-center gap-3 text-ink-muted">
          <Spinner className="text-primary" /> One moment while we finish signing you in…
        </p>
      )}
    </AuthCard>
  );
}

/** The server sends the browser here with `?error=` when the sign-in could not even start. */
function startErrorOf(search: string): string | undefined {
  const reason = new URLSearchParams(search).get('error');
  if (reason === null) return undefined;
  return reason in googleStartErrors
    ? googleStartErrors[reason as keyof typeof googleStartErrors]
    : 'Google sign-in was cancelled or did not complete. Please try again.';
}
