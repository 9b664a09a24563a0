import { publicPaths } from '@roots/shared/routes';
import { type ReactNode, useDeferredValue } from 'react';
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
import { useSession } from '../../../features/session/session-context.ts';
import { notify } from '../../../lib/notify.ts';

/** Each section's heading and the line under it, by key; the heading's id is `settings-<key>`. */
const sections = {
  profile: { title: 'Profile', description: 'How other learners see you, and your daily goal.' },
  privacy: {
    title: 'Privacy and notifications',
    description: 'Who can see your profile, and what Roots tells you about.',
  },
  lessons: {
    title: 'Lessons',
    description:
      'How lessons show the language you learn, and their short sounds for a right answer, a wrong one and a finished lesson.',
  },
  email: { title: 'E-mail', description: 'Where we send sign-in help and reminders.' },
  password: { title: 'Password', description: 'Changing it signs out every other device.' },
  devices: { title: 'Devices', description: 'Where you are signed in. Sign out any device you do not recognise.' },
  data: { title: 'Your data', description: 'A copy of everything Roots holds about you, as a JSON file.' },
  delete: { title: 'Delete account', description: 'Remove your account and everything tied to it.' },
};

/**
 * One section: its heading and line at once, its content once `ready` (until then a skeleton of
 * about its height on a phone and on a wider screen, `placeholder`).
 */
function Section({
  name,
  ready = true,
  placeholder = 'h-64',
  children,
}: {
  name: keyof typeof sections;
  ready?: boolean;
  placeholder?: string;
  children: ReactNode;
}) {
  const id = `settings-${name}`;
  const { title, description } = sections[name];
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

export default function SettingsPage() {
  const { user, replaceUser, forget } = useSession();
  const navigate = useNavigate();
  // The sections are a few thousand elements (the time zones alone are four hundred options):
  // mounted with the page they were one task of 400 ms on a phone, most of the page's blocking
  // time. The profile section mounts in a deferred render, the others in one more, each rendered
  // in slices a phone interleaves with its input; their places keep a skeleton until then.
  const profileReady = useDeferredValue(true, false);
  const restReady = useDeferredValue(profileReady, false);

  if (!user) {
    return (
      <AppPage title="Settings">
        <Skeleton className="h-64 w-full" />
      </AppPage>
    );
  }

  return (
    <AppPage title="Settings" description="Your profile, password, devices and data.">
      <div className="flex flex-col gap-6">
        <Section name="profile" ready={profileReady} placeholder="h-[62rem] sm:h-[44.5rem]">
          <div className="flex flex-col gap-8">
            <AvatarEditor user={user} onChange={replaceUser} />
            {/* Keyed by id so a different learner never sees the previous one's form values. */}
            <ProfileForm key={user.id} user={user} onSaved={replaceUser} />
          </div>
        </Section>
        <Section name="privacy" ready={restReady} placeholder="h-[35.5rem]">
          <PrivacyForm user={user} onSaved={replaceUser} />
        </Section>
        <Section name="lessons" ready={restReady} placeholder="h-64 sm:h-60">
          <LessonSettingsForm user={user} onSaved={replaceUser} />
          <SoundSetting user={user} onSaved={replaceUser} />
        </Section>
        <Section name="email" ready={restReady} placeholder="h-44 sm:h-28">
          <EmailStatus user={user} />
        </Section>
        <Section name="password" ready={restReady} placeholder="h-[32rem] sm:h-[28rem]">
          <PasswordForm user={user} />
        </Section>
        <Section name="devices" ready={restReady} placeholder="h-56 sm:h-36">
          <QueryBoundary
            fallback={<SessionsListSkeleton />}
            error={({ message, retry }) => (
              <LoadError onRetry={retry}>Your devices could not be loaded. {message}</LoadError>
            )}
          >
            <SessionsList />
          </QueryBoundary>
        </Section>
        <Section name="data" ready={restReady} placeholder="h-11">
          <ExportButton />
        </Section>
        <Section name="delete" ready={restReady} placeholder="h-11">
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
