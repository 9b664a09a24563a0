import type { ReminderSettings, ReminderSettingsUpdate } from '@roots/shared/contracts/reminders';
import { clockMinute, clockText, MINUTES_PER_DAY } from '@roots/shared/domain/reminders';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../lib/notify.ts';
import { remindersQueryOptions, useThisDevice } from '../api/get-reminders.ts';
import { useTurnOffPush, useTurnOnPush, useUpdateReminders } from '../api/update-reminders.ts';
import { pushAvailability } from '../push.ts';

/** Every half hour of the day, and the learner's own time if it is between two. */
function clockChoices(current: string): string[] {
  const times = Array.from({ length: MINUTES_PER_DAY / 30 }, (_, i) => clockText(i * 30));
  return times.includes(current) ? times : [...times, current].sort((a, b) => clockMinute(a) - clockMinute(b));
}

/** A switch of the reminders, its label and a line under it, the whole row tall enough to tap. */
function Switch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        role="switch"
        className="size-5 shrink-0 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <span>
        {label}
        <span className="block text-sm text-ink-muted">{hint}</span>
      </span>
    </label>
  );
}

const otherDevices = (count: number) =>
  count === 0 ? '' : ` Also on ${String(count)} other device${count === 1 ? '' : 's'}.`;

function pushHint(availability: ReturnType<typeof pushAvailability>, others: number): string {
  if (availability === 'unsupported')
    return `This browser cannot show notifications from Roots.${otherDevices(others)}`;
  if (availability === 'denied') {
    return `Notifications are blocked for Roots in this browser: allow them in its site settings.${otherDevices(others)}`;
  }
  return `On this phone or computer, even when Roots is closed.${otherDevices(others)}`;
}

export const ReminderSettingsSkeleton = () => <Skeleton className="h-[48rem] w-full sm:h-[26rem]" />;

/**
 * What reminders Roots sends, how and when, each part saved the moment it changes. Push works per
 * device (this browser's subscription); e-mail goes to the confirmed address.
 */
export function ReminderSettingsForm({
  email,
  emailConfirmed,
  timeZone,
}: {
  email: string;
  emailConfirmed: boolean;
  timeZone: string;
}) {
  const { data: saved } = useSuspenseQuery(remindersQueryOptions());
  const device = useThisDevice();
  const update = useUpdateReminders();
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  // The change being saved, set in the same event as the tap: a controlled switch shows it at once
  // instead of snapping back until the server answers; a refused change goes back to what is saved.
  const [changing, setChanging] = useState<(ReminderSettingsUpdate & { device?: boolean }) | null>(null);
  const busy = changing !== null;
  const availability = pushAvailability();
  const endpoint = device.data ?? null;
  const savedOnThisDevice = saved.push && endpoint !== null;
  const others = saved.push ? saved.push_devices - (savedOnThisDevice ? 1 : 0) : 0;
  const settings = { ...saved, ...changing };
  const onThisDevice = changing?.device ?? savedOnThisDevice;

  const told = {
    onSuccess: () => void notify('success', 'Saved.'),
    onError: (error: Error) => void notify('error', error.message),
    onSettled: () => {
      setChanging(null);
    },
  };
  const save = (changes: ReminderSettingsUpdate) => {
    setChanging(changes);
    update.mutate(changes, told);
  };
  const setPush = (on: boolean) => {
    if (!on && !endpoint) return;
    setChanging({ device: on });
    if (on) turnOn.mutate(saved.push_key, told);
    else if (endpoint) turnOff.mutate(endpoint, told);
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Send reminders by</legend>
        <Switch
          label="Notifications on this device"
          hint={pushHint(availability, others)}
          checked={onThisDevice}
          disabled={busy || availability === 'unsupported' || (availability === 'denied' && !onThisDevice)}
          onChange={setPush}
        />
        {others > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            disabled={busy}
            onClick={() => {
              save({ push: false });
            }}
          >
            Stop notifications on every device
          </Button>
        ) : null}
        <Switch
          label="E-mail"
          hint={
            emailConfirmed
              ? `To ${email}.`
              : 'Confirm your address first (under E-mail below): reminders go only there.'
          }
          checked={settings.email}
          disabled={busy || (!emailConfirmed && !settings.email)}
          onChange={(on) => {
            save({ email: on });
          }}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">What we send</legend>
        <Switch
          label="Daily reminder"
          hint={`At ${settings.time}, if you have not reached your daily goal yet.`}
          checked={settings.daily}
          disabled={busy}
          onChange={(on) => {
            save({ daily: on });
          }}
        />
        <Switch
          label="Streak reminder"
          hint={streakHint(settings)}
          checked={settings.streak}
          disabled={busy}
          onChange={(on) => {
            save({ streak: on });
          }}
        />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <TimeSelect
          label="Daily reminder at"
          value={settings.time}
          disabled={busy}
          onChange={(time) => save({ time })}
        />
        <TimeSelect
          label="Quiet from"
          value={settings.quiet_start}
          disabled={busy}
          onChange={(quietStart) => save({ quiet_start: quietStart })}
        />
        <TimeSelect
          label="Quiet until"
          value={settings.quiet_end}
          disabled={busy}
          onChange={(quietEnd) => save({ quiet_end: quietEnd })}
        />
      </div>
      <p className="text-sm text-ink-muted">
        Times are in your time zone, {timeZone} (change it under Profile). At most one reminder a day, none in quiet
        hours, and none once you have not opened Roots for 7 days. Each one opens your next lesson.
      </p>
    </div>
  );
}

function streakHint(settings: ReminderSettings): string {
  if (settings.streak_time === null) return 'Your quiet hours leave no time for it.';
  const when =
    settings.streak_time === '22:00' ? 'two hours before your day ends' : 'two hours before your quiet hours begin';
  return `At ${settings.streak_time} (${when}), if you have a streak and have not practised today.`;
}

function TimeSelect({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (time: string) => void;
}) {
  return (
    <Select
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    >
      {clockChoices(value).map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </Select>
  );
}
