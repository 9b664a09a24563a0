import { protectedPaths } from '@roots/shared/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notify } from '../../../lib/notify.ts';
import { useReminders } from '../api/get-reminders.ts';
import { useTurnOnPush, useUpdateReminders } from '../api/update-reminders.ts';
import { pushAvailability } from '../push.ts';

/**
 * The dashboard's quiet invitation to turn reminders on: shown until the learner turns them on or
 * puts it away ("Not now", remembered on the account), and only with a way that works here
 * (notifications this browser can show, or a confirmed address).
 */
export function ReminderCard({ emailConfirmed }: { emailConfirmed: boolean }) {
  const { data: settings } = useReminders();
  const update = useUpdateReminders();
  const turnOn = useTurnOnPush();
  const [turnedOn, setTurnedOn] = useState(false);
  if (!settings) return null;
  const availability = pushAvailability();
  const canPush = availability === 'prompt' || availability === 'granted';
  const failed = (error: Error) => void notify('error', error.message);

  if (turnedOn) {
    return (
      <Card className="p-5" role="status">
        <p className="font-semibold">Reminders are on.</p>
        <p className="mt-1 text-sm text-ink-muted">
          Change the time or the kinds in <Link to={protectedPaths.settings}>Settings</Link>.
        </p>
      </Card>
    );
  }
  if (settings.prompt_dismissed || settings.push || settings.email || (!canPush && !emailConfirmed)) return null;
  return (
    <Card className="p-5" aria-labelledby="reminder-card-title">
      <h2 id="reminder-card-title" className="font-bold">
        A nudge each day?
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        One reminder at {settings.time} when your daily goal is not reached yet, or when your streak would end. Never
        between {settings.quiet_start} and {settings.quiet_end}.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {canPush ? (
          <Button
            size="sm"
            isLoading={turnOn.isPending}
            disabled={update.isPending}
            onClick={() => {
              turnOn.mutate(settings.push_key, { onSuccess: () => setTurnedOn(true), onError: failed });
            }}
          >
            Turn on notifications
          </Button>
        ) : null}
        {emailConfirmed ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={update.isPending || turnOn.isPending}
            onClick={() => {
              update.mutate({ email: true }, { onSuccess: () => setTurnedOn(true), onError: failed });
            }}
          >
            E-mail me
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          disabled={update.isPending || turnOn.isPending}
          onClick={() => {
            update.mutate({ prompt_dismissed: true }, { onError: failed });
          }}
        >
          Not now
        </Button>
      </div>
    </Card>
  );
}
