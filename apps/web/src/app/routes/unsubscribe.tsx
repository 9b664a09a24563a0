import { protectedPaths } from '@roots/shared/routes';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { AuthCard, FormAlert } from '../../features/auth/components/auth-card.tsx';
import { useUnsubscribeEmail } from '../../features/reminders/api/unsubscribe-email.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * A reminder e-mail's "Stop reminder e-mails" link: asks first (a link scanner opening it changes
 * nothing), then stops them without signing in. Mail clients' own unsubscribe button posts to the
 * API directly (List-Unsubscribe-Post).
 */
export default function UnsubscribePage() {
  useDocumentTitle('Stop reminder e-mails');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeEmail();

  if (!token) {
    return (
      <AuthCard title="This link is incomplete">
        <p className="text-ink-muted">Open the link from the reminder e-mail again; it ends with a long code.</p>
      </AuthCard>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <AuthCard title="No more reminder e-mails">
        <div className="flex flex-col gap-5">
          <FormAlert tone="success">Done: Roots will send you no more reminder e-mails.</FormAlert>
          <p className="text-ink-muted">
            Notifications on your devices, if you turned them on, stay as they are. You can change both in{' '}
            <Link to={protectedPaths.settings}>Settings</Link>.
          </p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Stop reminder e-mails?"
      subtitle="Roots will stop e-mailing you reminders to practise. Your account, your progress and any notifications on your devices stay as they are."
    >
      <div className="flex flex-col gap-4">
        {unsubscribe.isError ? <FormAlert>{unsubscribe.error.message}</FormAlert> : null}
        <Button
          size="lg"
          isLoading={unsubscribe.isPending}
          onClick={() => {
            unsubscribe.mutate(token);
          }}
        >
          Stop reminder e-mails
        </Button>
      </div>
    </AuthCard>
  );
}
