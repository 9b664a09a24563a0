import type { UserProfile } from '@roots/shared/contracts/user';
import { MailCheck, MailWarning } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useResendVerification } from '../api/resend-verification.ts';

/** The address, whether it is confirmed, and a way to get the confirmation link again. */
export function EmailStatus({ user }: { user: UserProfile }) {
  const resend = useResendVerification();

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold break-all text-ink">{user.email}</span>
        {user.email_verified ? (
          <Badge tone="success">
            <MailCheck aria-hidden="true" className="size-4" /> Confirmed
          </Badge>
        ) : (
          <Badge tone="ochre">
            <MailWarning aria-hidden="true" className="size-4" /> Not confirmed yet
          </Badge>
        )}
      </div>
      {user.email_verified ? null : (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-ink-muted">
            Confirm your address so you can always get back into your account. Look for our mail, or ask for a new link.
          </p>
          <Button variant="secondary" size="sm" isLoading={resend.isPending} onClick={() => resend.mutate()}>
            Send the link again
          </Button>
          {resend.isSuccess ? (
            <p role="status" className="text-sm text-success">
              {resend.data.message}
            </p>
          ) : null}
          {resend.isError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {resend.error.message}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
