import { publicPaths } from '@roots/shared/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@roots/shared/contracts/auth';
import type { UserProfile } from '@roots/shared/contracts/user';
import { storageKeys } from '@roots/shared/constants';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { local } from '../../../lib/storage.ts';
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx';
import { changePassword } from '../api/account.ts';

const formSchema = z
  .object({
    oldPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((values) => values.newPassword === values.confirm, {
    path: ['confirm'],
    message: 'The two new passwords are not the same.',
  });
type FormValues = z.infer<typeof formSchema>;

/** Change the password; the server signs every other device out and hands this one a new token. */
export function PasswordForm({ user, onChanged }: { user: UserProfile; onChanged: () => void }) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const [failure, setFailure] = useState<string>();

  if (!user.has_password) {
    return (
      <p className="text-ink-muted">
        You sign in with Google, so there is no Roots password to change. To add one, use{' '}
        <Link to={publicPaths.forgotPassword}>Forgot your password?</Link> with {user.email}.
      </p>
    );
  }

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword: next }) => {
    setFailure(undefined);
    try {
      const { access_token } = await changePassword({ email: user.email, oldPassword, newPassword: next });
      local.set(storageKeys.accessToken, access_token);
      form.reset();
      onChanged();
      void notify('success', 'Password changed. Your other devices have been signed out.');
    } catch (error) {
      if (error instanceof ApiError && error.fields?.oldPassword) {
        form.setError('oldPassword', { message: error.fields.oldPassword });
        return;
      }
      setFailure(error instanceof Error ? error.message : 'Your password could not be changed.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-5">
      <Input
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
      <div>
        <Input
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordChecklist password={newPassword} />
      </div>
      <Input
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      {failure ? (
        <p role="alert" className="rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-ink">
          {failure}
        </p>
      ) : null}
      <div>
        <Button type="submit" isLoading={isSubmitting}>
          Change password
        </Button>
      </div>
    </form>
  );
}
