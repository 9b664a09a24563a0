import { publicPaths } from '@roots/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { authKeys, verifyEmail } from '../../../features/auth/api/auth.ts';
import { AuthCard, FormAlert } from '../../../features/auth/components/auth-card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export default function VerifyEmailPage() {
  useDocumentTitle('Confirm your e-mail');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useQuery({
    queryKey: authKeys.verifyEmail(token),
    queryFn: async () => {
      await verifyEmail(token);
      return true;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  if (!token) {
    return (
      <AuthCard title="This link is incomplete">
        <p className="text-ink-muted">Open the link from your e-mail again; it should end with a long code.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your e-mail">
      {verification.isPending ? (
        <p className="flex items-center gap-3 text-ink-muted">
          <Spinner className="text-primary" /> Confirming your address…
        </p>
      ) : verification.isError ? (
        <FormAlert>{verification.error.message}</FormAlert>
      ) : (
        <div className="flex flex-col gap-5">
          <FormAlert tone="success">Your e-mail address is confirmed. Welcome to Roots!</FormAlert>
          <Link to={publicPaths.login} className={buttonClasses('primary', 'lg')}>
            Log in and start learning
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
