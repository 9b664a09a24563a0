import { publicPaths } from '@roots/shared/routes';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { AvatarEditor } from '../../../features/account/components/avatar-editor.tsx';
import { DeleteAccount, ExportButton } from '../../../features/account/components/data-controls.tsx';
import { EmailStatus } from '../../../features/account/components/email-status.tsx';
import { LessonSettingsForm } from '../../../features/account/components/lesson-settings-form.tsx';
import { PasswordForm } from '../../../features/account/components/password-form.tsx';
import { PrivacyForm } from '../../../features/account/components/privacy-form.tsx';
import { ProfileForm } from '../../../features/account/components/profile-form.tsx';
import { SessionsList, SessionsListSkeleton } from '../../../features/account/components/sessions-list.tsx';
import { SoundSetting } from '../../../features/account/components/sound-setting.tsx';
import {
  ReminderSettingsForm,
  ReminderSettingsSkeleton,
} from '../../../features/reminders/components/reminder-settings.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { notify } from '../../../lib/notify.ts';
import { SessionCheckNotice } from '../../../features/session/components/session-check-notice.tsx';

/**
 * Each section's heading and the line under it, by key (the heading's id is `settings-<key>`), and
 * the height of the skeleton that keeps its place until its content is mounted: about its content's
 * height on a phone and on a wider screen.
 */
const sections = {
  profile: {
    title: 'Profile',
    description: 'How other learners see you, and your daily goal.',
    placeholder: 'h-[62rem] sm:h-[44.5rem]',
  },
  reminders: {
    title: 'Reminders',
    description: 'A nudge when the day’s learning is not done yet. None are sent until you turn them on here.',
    placeholder: 'h-[48rem] sm:h-[26rem]',
  },
  privacy: {
    title: 'Privacy and notifications',
    description: 'Who can see your profile, and what Roots tells you about.',
    placeholder: 'h-[35.5rem]',
  },
  lessons: {
    title: 'Lessons',
    description:
      'How lessons show the language you learn, and their short sounds for a right answer, a wrong one and a finished lesson.',
    placeholder: 'h-64 sm:h-60',
  },
  email: {
    title: 'E-mail',
    description: 'Where we send sign-in help, and reminders if you turn them on.',
    placeholder: 'h-44 sm:h-28',
  },
  password: {
    title: 'Password',
    description: 'Changing it signs out every other device.',
    placeholder: 'h-[32rem] sm:h-[28rem]',
  },
  devices: {
    title: 'Devices',
    description: 'Where you are signed in. Sign out any device you do not recognise.',
    placeholder: 'h-56 sm:h-36',
  },
  data: {
    title: 'Your data',
    description: 'A copy of everything Roots holds about you, as a JSON file.',
    placeholder: 'h-11',
  },
  delete: {
    title: 'Delete account',
    description: 'Remove your account and everything tied to it.',
    placeholder: 'h-11',
  },
};

/** One section: its heading and line at once, its content once `ready` (a skeleton until then). */
function Section({ name, ready, children }: { name: SectionName; ready: boolean; children?: ReactNode }) {
  const id = `settings-${name}`;
  const { title, description, placeholder } = sections[name];
  return (
    <Card className="scroll-mt-24" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-ink-muted">{description}</p>
      <div className="mt-6">{ready ? children : <Skeleton className={`w-full ${placeholder}`} />}</div>
    </Card>
  );
}

type SectionName = keyof typeof sections;
const sectionNames = Object.keys(sections) as SectionName[];
const PAGE_DESCRIPTION = 'Your profile, reminders, password, devices and data.';

/**
 * The settings while the stored session is checked, and so the server's first paint of them: the
 * heading and every section's title with its content's place. The page then renders over it
 * without moving anything, its sections' content mounting one by one.
 */
function SettingsFrame() {
  return (
    <AppPage title="Settings" description={PAGE_DESCRIPTION}>
      <SessionCheckNotice />
      <div className="flex flex-col gap-6">
        {sectionNames.map((name) => (
          <Section key={name} name={name} ready={false} />
        ))}
      </div>
    </AppPage>
  );
}

/** How many sections are shown: one more after each paint, up to `count`. */
function useSectionsShown(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < count) startTransition(() => setShown(shown + 1));
  }, [shown, count]);
  return shown;
}

/** The settings, or (`frame`) their look while the session is checked: app/router.tsx. */
export default function SettingsPage({ frame = false }: { frame?: boolean }) {
  return frame ? <SettingsFrame /> : <Settings />;
}

function Settings() {
  const { user, replaceUser, forget } = useSession();
  const navigate = useNavigate();
  // The sections are a few thousand elements (the time zones alone are four hundred options):
  // mounted with the page they were one task of 400 ms on a phone, most of the page's blocking
  // time. They mount one at a time instead, each in a transition of its own after the one before
  // is painted, so a phone handles a tap between any two; their places keep a skeleton until then.
  const shown = useSectionsShown(sectionNames.length);
  const ready = (name: SectionName) => shown > sectionNames.indexOf(name);

  if (!user) return <SettingsFrame />;

  return (
    <AppPage title="Settings" description={PAGE_DESCRIPTION}>
      <div className="flex flex-col gap-6">
        <Section name="profile" ready={ready('profile')}>
          <div className="flex flex-col gap-8">
            <AvatarEditor user={user} onChange={replaceUser} />
            {/* Keyed by id so a different learner never sees the previous one's form values. */}
            <ProfileForm key={user.id} user={user} onSaved={replaceUser} />
          </div>
        </Section>
        <Section name="reminders" ready={ready('reminders')}>
          <QueryBoundary
            fallback={<ReminderSettingsSkeleton />}
            error={({ message, retry }) => (
              <LoadError onRetry={retry}>Your reminders could not be loaded. {message}</LoadError>
            )}
          >
            <ReminderSettingsForm email={user.email} emailConfirmed={user.email_verified} timeZone={user.time_zone} />
          </QueryBoundary>
        </Section>
        <Section name="privacy" ready={ready('privacy')}>
          <PrivacyForm user={user} onSaved={replaceUser} />
        </Section>
        <Section name="lessons" ready={ready('lessons')}>
          <LessonSettingsForm user={user} onSaved={replaceUser} />
          <SoundSetting user={user} onSaved={replaceUser} />
        </Section>
        <Section name="email" ready={ready('email')}>
          <EmailStatus user={user} />
        </Section>
        <Section name="password" ready={ready('password')}>
          <PasswordForm user={user} />
        </Section>
        <Section name="devices" ready={ready('devices')}>
          <QueryBoundary
            fallback={<SessionsListSkeleton />}
            error={({ message, retry }) => (
              <LoadError onRetry={retry}>Your devices could not be loaded. {message}</LoadError>
            )}
          >
            <SessionsList />
          </QueryBoundary>
        </Section>
        <Section name="data" ready={ready('data')}>
          <ExportButton />
        </Section>
        <Section name="delete" ready={ready('delete')}>
          <DeleteAccount
            user={user}
            onDeleted={() => {
              forget();
              void notify('success', 'Your account has been deleted. Thank you for learning with us.');
              void navigate(publicPaths.home, { replace: true });
            }}
          />
        </Section>
      </div>
    </AppPage>
  );
}
