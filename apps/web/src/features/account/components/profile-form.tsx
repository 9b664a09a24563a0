import type { ProfileUpdate, UserProfile } from '@roots/shared/contracts/user';
import { type DailyGoal, dailyGoals } from '@roots/shared/domain/preferences';
import { isUsername, usernameKey } from '@roots/shared/domain/identity';
import { Check, X } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { bindFields } from '../../../lib/form-field.ts';
import { notify } from '../../../lib/notify.ts';
import { useUsernameCheck } from '../api/check-username.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import type { FormInput, FormValues } from './profile-form.schema.ts';

const goalNames: Record<DailyGoal, string> = {
  10: 'Casual',
  20: 'Regular',
  30: 'Serious',
  50: 'Intense',
};

// The rules arrive with the learner's first focus on the form (lib/lazy-resolver.ts), not with
// the settings page: zod is a quarter of what the page would load otherwise.
const resolver = lazyZodResolver<FormInput, FormValues>(
  async () => (await import('./profile-form.schema.ts')).profileFormSchema,
);

const formInputOf = (user: UserProfile): FormInput => ({
  username: user.user_metadata.username,
  display_name: user.display_name ?? '',
  bio: user.bio ?? '',
  daily_goal: String(user.daily_goal),
  time_zone: user.time_zone,
});

/** Only what the learner changed is sent; an empty text field clears the value. */
function changesOf(values: FormValues, user: UserProfile): ProfileUpdate {
  const changes: ProfileUpdate = {};
  if (values.username !== user.user_metadata.username) changes.username = values.username;
  if (values.display_name !== (user.display_name ?? '')) changes.display_name = values.display_name || null;
  if (values.bio !== (user.bio ?? '')) changes.bio = values.bio || null;
  if (values.daily_goal !== user.daily_goal) changes.daily_goal = values.daily_goal;
  if (values.time_zone !== user.time_zone) changes.time_zone = values.time_zone;
  return changes;
}

/** The form's fields, known without loading the rules: a server's error for one is shown under it. */
const formFields = [
  'username',
  'display_name',
  'bio',
  'daily_goal',
  'time_zone',
] as const satisfies readonly (keyof FormInput)[];
const isFormField = (field: string): field is keyof FormInput => (formFields as readonly string[]).includes(field);

/** Every IANA zone the browser knows, with the learner's own first if it is missing. */
function useTimeZones(current: string): string[] {
  return useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes(current) ? zones : [current, ...zones];
  }, [current]);
}

/** Live "is this name free?" while the learner types, checked with the server after a pause. */
function UsernameStatus({ username, current }: { username: string; current: string }) {
  const debounced = useDebounced(username.trim(), 400);
  const changed = usernameKey(debounced) !== usernameKey(current);
  const valid = isUsername(debounced);
  const check = useUsernameCheck(debounced, changed && valid);
  if (!changed || !valid) return null;
  if (check.isPending || debounced !== username.trim()) {
    return <span className="text-ink-muted">Checking…</span>;
  }
  if (check.isError) return <span className="text-ink-muted">We could not check this name right now.</span>;
  return check.data.available ? (
    <span className="inline-flex items-center gap-1 font-medium text-success">
      <Check aria-hidden="true" className="size-4" /> {debounced} is available
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 font-medium text-danger">
      <X aria-hidden="true" className="size-4" /> {check.data.reason ?? 'That username is taken.'}
    </span>
  );
}

export function ProfileForm({ user, onSaved }: { user: UserProfile; onSaved: (profile: UserProfile) => void }) {
  const form = useForm<FormInput, unknown, FormValues>({
    resolver,
    defaultValues: formInputOf(user),
  });
  const field = bindFields(form);
  const username = useWatch({ control: form.control, name: 'username' });
  const bio = useWatch({ control: form.control, name: 'bio' });
  const zones = useTimeZones(user.time_zone);
  const update = useUpdateProfile(onSaved);

  const onSubmit = form.handleSubmit((values) => {
    const changes = changesOf(values, user);
    if (Object.keys(changes).length === 0) {
      // An earlier failure no longer applies: what is on screen is what the server holds.
      update.reset();
      void notify('success', 'Your profile is up to date.');
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        // The saved profile becomes the new baseline, written as the server stored it.
        form.reset(formInputOf(saved));
        void notify('success', 'Profile saved.');
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, message] of Object.entries(error.fields ?? {})) {
          if (isFormField(field)) form.setError(field, { message });
        }
      },
    });
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Input
          label="Username"
          autoComplete="username"
          spellCheck={false}
          hint={<UsernameStatus username={username} current={user.user_metadata.username} />}
          {...field('username')}
        />
      </div>
      <Input label="Display name" autoComplete="name" placeholder="How friends see you" {...field('display_name')} />
      <Select label="Time zone" hint="Your streak day ends at midnight here." {...field('time_zone')}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </Select>
      <div className="sm:col-span-2">
        <Textarea
          label="Bio"
          rows={3}
          className="min-h-24"
          placeholder="Why you are learning, in a sentence or two"
          hint={`${String(bio.length)} / 300`}
          {...field('bio')}
        />
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-ink">Daily goal</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {dailyGoals.map((goal) => (
            <label
              key={goal}
              className={cn(
                'flex cursor-pointer flex-col rounded-control border border-line bg-surface-raised px-4 py-3',
                'has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-focus',
              )}
            >
              <input type="radio" value={String(goal)} className="sr-only" {...form.register('daily_goal')} />
              <span className="font-semibold text-ink">{goalNames[goal]}</span>
              <span className="text-sm text-ink-muted">{goal} XP a day</span>
            </label>
          ))}
        </div>
      </fieldset>
      {update.isError ? (
        <p role="alert" className="rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-ink sm:col-span-2">
          {update.error.message}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" isLoading={update.isPending}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
