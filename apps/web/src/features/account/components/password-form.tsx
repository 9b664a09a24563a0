import { publicPaths } from '@roots/shared/routes';
import type { UserProfile } from '@roots/shared/contracts/user';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { bindFields } from '../../../lib/form-field.ts';
import { notify } from '../../../lib/notify.ts';
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import type { PasswordChange } from './password-form.schema.ts';

// The rules arrive with the learner's first focus on the form (lib/lazy-resolver.ts), not with
// the settings page: zod is a quarter of what the page would load otherwise.
const resolver = lazyZodResolver<PasswordChange>(
  async () => (await import('./password-form.schema.ts')).passwordChangeSchema,
);

/** Change the password; the server signs every other device out and hands this one a new token. */
export function PasswordForm({ user }: { user: UserProfile }) {
  const form = useForm<PasswordChange>({
    resolver,
    defaultValues: { oldPassword: '', newPassword: '', confirm: '' },
  });
  const field = bindFields(form);
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const change = useChangePassword();
  // A wrong current password is shown under its field; any other failure above the button.
  const failure =
    change.isError && !(change.error instanceof ApiError && change.error.fields?.oldPassword)
      ? change.error.message
      : undefined;

  if (!user.has_password) {
    return (
      <p className="text-ink-muted">
        You sign in with Google, so there is no Roots password to change. To add one, use{' '}
        <Link to={publicPaths.forgotPassword}>Forgot your password?</Link> with {user.email}.
      </p>
    );
  }

  const onSubmit = form.handleSubmit(({ oldPassword, newPassword: next }) => {
    change.mutate(
      { email: user.email, oldPassword, newPassword: next },
      {
        onSuccess: () => {
          form.reset();
          void notify('success', 'Password changed. Your other devices have been signed out.');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.oldPassword) {
            form.setError('oldPassword', { message: error.fields.oldPassword });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="flex max-w-md flex-col gap-5">
      <Input label="Current password" type="password" autoComplete="current-password" {...field('oldPassword')} />
      <div>
        <Input label="New password" type="password" autoComplete="new-password" {...field('newPassword')} />
        <PasswordChecklist password={newPassword} />
      </div>
      <Input label="Repeat the new password" type="password" autoComplete="new-password" {...field('confirm')} />
      {failure ? (
        <p role="alert" className="rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-ink">
          {failure}
        </p>
      ) : null}
      <div>
        <Button type="submit" isLoading={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}
