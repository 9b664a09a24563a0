import { publicPaths } from '@roots/shared/routes';
import type { loginSchema } from '@roots/shared/contracts/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { EmailInput, Input } from '../../../components/ui/input.tsx';
import { useLogin } from '../../../features/auth/api/login.ts';
import { AuthCard, FormAlert } from '../../../features/auth/components/auth-card.tsx';
import { GoogleButton, OrDivider } from '../../../features/auth/components/google-button.tsx';
import { pageAfterSignIn } from '../../../features/auth/redirect.ts';
import { useSession } from '../../../features/session/session-context.ts';
import { bindFields } from '../../../lib/form-field.ts';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

type LoginValues = z.input<typeof loginSchema>;

const resolver = lazyZodResolver<LoginValues>(async () => (await import('@roots/shared/contracts/auth')).loginSchema);

export default function LoginPage() {
  useDocumentTitle('Log in');
  const login = useLogin();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useForm<LoginValues>({ resolver, defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;
  const field = bindFields(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const token = await login.mutateAsync(values);
      const profile = await signIn(token);
      void navigate(pageAfterSignIn(profile), { replace: true });
    } catch (error) {
      console.error('Sign-in failed', error);
    }
  });

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to keep your streak going."
      footer={
        <>
          New to Roots? <Link to={publicPaths.register}>Create a free account</Link>
        </>
      }
    >
      <GoogleButton />
      <OrDivider />
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="flex flex-col gap-5">
        <EmailInput {...field('email')} />
        <Input label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <div className="-mt-2 flex flex-wrap justify-between gap-x-4 gap-y-2 text-sm font-semibold">
          <Link to={publicPaths.signInLink}>E-mail me a sign-in link</Link>
          <Link to={publicPaths.forgotPassword}>Forgot your password?</Link>
        </div>
        {login.isError ? <FormAlert>{login.error.message}</FormAlert> : null}
        <Button type="submit" size="lg" isLoading={isSubmitting}>
          Log in
        </Button>
      </form>
    </AuthCard>
  );
}
