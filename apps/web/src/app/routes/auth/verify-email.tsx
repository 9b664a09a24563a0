import { publicPaths } from '@roots/shared/routes';
import { Link, useSearchParams } from 'react-router';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useVerifyEmail } from '../../../features/auth/api/verify-email.ts';
import { AuthCard, FormAlert } from '../../../features/auth/components/auth-card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

function EmailConfirmed({ token }: { token: string }) {
  useVerifyEmail(token);
  return (
    <div className="flex flex-col gap-5">
      <FormAlert tone="success">Your e-mail address is confirmed. Welcome to Roots!</FormAlert>
      <Link to={publicPaths.login} className={buttonClasses('primary', 'lg')}>
        Log in and start learning
      </Link>
    </div>
  );
}

export default function VerifyEmailPage() {
  useDocumentTitle('Confirm your e-mail');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  if (!token) {
    return (
      <AuthCard title="This link is incomplete">
        <p className="text-ink-muted">Open the link from your e-mail again; it should end with a long code.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your e-mail">
      {/* No retry: a link the server refused (used, expired, replaced) stays refused. */}
      <QueryBoundary
        key={token}
        fallback={
          <p className="flex items-center gap-3 text-ink-muted">
            <Spinner className="text-primary" /> Confirming your address…
          </p>
        }
        error={({ message }) => <FormAlert>{message}</FormAlert>}
      >
        <EmailConfirmed token={token} />
      </QueryBoundary>
    </AuthCard>
  );
}
