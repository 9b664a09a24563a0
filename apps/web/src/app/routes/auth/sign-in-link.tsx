import { publicPaths } from '@roots/shared/routes';
import type { signInLinkRequestSchema } from '@roots/shared/contracts/auth';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailInput } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRequestSignInLink, useSignInWithLink } from '../../../features/auth/api/sign-in-link.ts';
import { AuthCard, FormAlert } from '../../../features/auth/components/auth-card.tsx';
import { pageAfterSignIn } from '../../../features/auth/redirect.ts';
import { useSession } from '../../../features/session/session-context.ts';
import { bindFields } from '../../../lib/form-field.ts';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const signingIn = (
  <p className="flex items-center gap-3 text-ink-muted">
    <Spinner className="text-primary" /> Signing you in…
  </p>
);

/** Spends the link's token once, then signs in and goes where a sign-in goes. */
function SignInWithToken({ token }: { token: string }) {
  const { data: accessToken } = useSignInWithLink(token);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signIn(accessToken).then((profile) => navigate(pageAfterSignIn(profile), { replace: true }));
  }, [accessToken, signIn, navigate]);
  return signingIn;
}

type LinkRequest = z.input<typeof signInLinkRequestSchema>;

const resolver = lazyZodResolver<LinkRequest>(
  async () => (await import('@roots/shared/contracts/auth')).signInLinkRequestSchema,
);

function AskForLink() {
  const request = useRequestSignInLink();
  const form = useForm<LinkRequest>({ resolver, defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
    } catch (error) {
      console.error('Sign-in link request failed', error);
    }
  });
  if (request.isSuccess) {
    return (
      <FormAlert tone="success">
        If an account uses that address, a sign-in link is on its way. It works for 15 minutes and only once.
      </FormAlert>
    );
  }
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="flex flex-col gap-5">
      <EmailInput {...bindFields(form)('email')} />
      {request.isError ? <FormAlert>{request.error.message}</FormAlert> : null}
      <Button type="submit" size="lg" isLoading={form.formState.isSubmitting}>
        E-mail me a link
      </Button>
    </form>
  );
}

export default function SignInLinkPage() {
  useDocumentTitle('Sign in with a link');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  if (token) {
    return (
      <AuthCard title="Sign in with a link" footer={<Link to={publicPaths.signInLink}>Ask for a new link</Link>}>
        {/* No retry: a link the server refused (used, expired, replaced) stays refused. */}
        <QueryBoundary key={token} fallback={signingIn} error={({ message }) => <FormAlert>{message}</FormAlert>}>
          <SignInWithToken token={token} />
        </QueryBoundary>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Sign in without a password"
      subtitle="Enter your e-mail and we'll send you a link that signs you in once."
      footer={<Link to={publicPaths.login}>Back to log in</Link>}
    >
      <AskForLink />
    </AuthCard>
  );
}
