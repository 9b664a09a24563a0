import { publicPaths } from '@roots/shared/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetRequestSchema } from '@roots/shared/contracts/auth';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { EmailInput } from '../../../components/ui/input.tsx';
import { useRequestPasswordReset } from '../../../features/auth/api/request-password-reset.ts';
import { AuthCard, FormAlert } from '../../../features/auth/components/auth-card.tsx';
import { bindFields } from '../../../lib/form-field.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const request = useRequestPasswordReset();
  const form = useForm<z.input<typeof resetRequestSchema>>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
    } catch (error) {
      console.error('Password reset request failed', error);
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we'll send you a link to choose a new one."
      footer={<Link to={publicPaths.login}>Back to log in</Link>}
    >
      {request.isSuccess ? (
        <FormAlert tone="success">
          If an account uses that address, a reset link is on its way. The link works for one hour.
        </FormAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <EmailInput {...bindFields(form)('email')} />
          {request.isError ? <FormAlert>{request.error.message}</FormAlert> : null}
          <Button type="submit" size="lg" isLoading={form.formState.isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
