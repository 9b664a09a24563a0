import { protectedPaths, publicPaths } from '@roots/shared/routes';
import type { registerSchema } from '@roots/shared/contracts/auth';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { EmailInput, Input } from '../../../components/ui/input.tsx';
import { login } from '../../../features/auth/api/login.ts';
import { useRegister } from '../../../features/auth/api/register.ts';
import { AuthCard, FormAlert } from '../../../features/auth/components/auth-card.tsx';
import { GoogleButton, OrDivider } from '../../../features/auth/components/google-button.tsx';
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { bindFields } from '../../../lib/form-field.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

type RegisterValues = z.input<typeof registerSchema>;

const resolver = lazyZodResolver<RegisterValues>(
  async () => (await import('@roots/shared/contracts/auth')).registerSchema,
);

export default function RegisterPage() {
  useDocumentTitle('Create your account');
  const registration = useRegister();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useForm<RegisterValues>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  // After a sign-up that could not sign in: 'mailed' (the address had an account) or the reason.
  const [afterSignUp, setAfterSignUp] = useState<string | undefined>();

  // A brand-new account is signed in straight away and starts with onboarding. Sign-up answers an
  // address that already has an account alike (its owner is mailed a sign-in link), so only the
  // sign-in after it can fail.
  const onSubmit = form.handleSubmit(async (values) => {
    setAfterSignUp(undefined);
    try {
      await registration.mutateAsync(values);
    } catch (error) {
      console.error('Sign-up failed', error);
      if (error instanceof ApiError && error.fields?.email) form.setError('email', { message: error.fields.email });
      return;
    }
    try {
      await signIn(await login(values));
      void navigate(protectedPaths.onboarding, { replace: true });
    } catch (error) {
      console.error('Sign-in after sign-up failed', error);
      const rejected = error instanceof ApiError && error.status === 401;
      setAfterSignUp(rejected ? 'mailed' : error instanceof Error ? error.message : 'Please log in.');
    }
  });

  return (
    <AuthCard
      title="Start learning for free"
      subtitle="Create your account: it takes less than a minute."
      footer={
        <>
          Already have an account? <Link to={publicPaths.login}>Log in</Link>
        </>
      }
    >
      <GoogleButton />
      <OrDivider />
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="flex flex-col gap-5">
        <EmailInput {...bindFields(form)('email')} />
        <div>
          <Input
            label="Password"
            type="password"
            autoComplete="new-password"
            aria-describedby="password-rules"
            error={errors.password && password === '' ? errors.password.message : undefined}
            {...form.register('password')}
          />
          <PasswordChecklist id="password-rules" password={password} />
        </div>
        {registration.isError ? <FormAlert>{registration.error.message}</FormAlert> : null}
        {afterSignUp === 'mailed' ? (
          <FormAlert tone="success">
            Check your inbox: if this address already has a Roots account, we have sent it a link that signs you in. Or{' '}
            <Link to={publicPaths.login}>log in</Link> with your password.
          </FormAlert>
        ) : afterSignUp ? (
          <FormAlert>{afterSignUp}</FormAlert>
        ) : null}
        <Button type="submit" size="lg" isLoading={isSubmitting}>
          Create account
        </Button>
        <p className="text-xs text-ink-muted">
          By creating an account you agree to our <Link to={publicPaths.termsOfService}>terms of service</Link> and{' '}
          <Link to={publicPaths.privacyPolicy}>privacy policy</Link>.
        </p>
      </form>
    </AuthCard>
  );
}
