import type { UserProfile } from '@roots/shared/contracts/user';
import { MailCheck, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { resendVerification } from '../api/account.ts';

/** The address, whether it is confirmed, and a way to get the confirmation link again. */
export function EmailStatus({ user }: { user: UserProfile }) {
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'sent' | 'failed'; message: string }>({
    kind: 'idle',
  });

  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'sent', message: (await resendVerification()).message });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The link could not be sent.' });
    }
  };

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
          <Button variant="secondary" size="sm" isLoading={state.kind === 'sending'} onClick={() => void resend()}>
            Send the link again
          </Button>
          {state.kind === 'sent' || state.kind === 'failed' ? (
            <p
              role={state.kind === 'failed' ? 'alert' : 'status'}
              className={state.kind === 'failed' ? 'text-sm font-medium text-danger' : 'text-sm text-success'}
            >
              {state.message}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
