import { publicPaths } from '@roots/shared/routes';
import { newPasswordSchema } from '@roots/shared/contracts/auth';
import { type SyntheticEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useResetPassword } from '../../../features/auth/api/reset-password.ts';
import { AuthCard, FormAlert } from '../../../features/auth/components/auth-card.tsx';
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();

  if (!token) {
    return (
      <AuthCard title="This link is incomplete" footer={<Link to={publicPaths.login}>Back to log in</Link>}>
        <p className="text-ink-muted">
          Open the link from your e-mail again, or <Link to={publicPaths.forgotPassword}>ask for a new one</Link>.
        </p>
      </AuthCard>
    );
  }

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setProblem('Your new password does not meet all the requirements yet.');
      return;
    }
    setProblem(undefined);
    reset.mutate({ token, password });
  };

  return (
    <AuthCard title="Choose a new password" footer={<Link to={publicPaths.login}>Back to log in</Link>}>
      {reset.isSuccess ? (
        <FormAlert tone="success">
          Your password has been changed and you have been signed out everywhere.{' '}
          <Link to={publicPaths.login}>Log in</Link> with your new password.
        </FormAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <div>
            <Input
              label="New password"
              type="password"
              autoComplete="new-password"
              aria-describedby="password-rules"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordChecklist id="password-rules" password={password} />
          </div>
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          {reset.isError ? <FormAlert>{reset.error.message}</FormAlert> : null}
          <Button type="submit" size="lg" isLoading={reset.isPending}>
            Save new password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
