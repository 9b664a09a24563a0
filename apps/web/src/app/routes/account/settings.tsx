import { publicPaths } from '@roots/shared/routes';
import type { ReactNode } from 'react';
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

function Section({ name, children }: { name: keyof typeof sections; children: ReactNode }) {
  const id = `settings-${name}`;
  const { title, description } = sections[name];
  return (
    <Card className="scroll-mt-24" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-ink-muted">{description}</p>
      <div className="mt-6">{children}</div>
    </Card>
  );
}

export default function SettingsPage() {
  const { user, replaceUser, forget } = useSession();
  const navigate = useNavigate();

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
        <Section name="profile">
          <div className="flex flex-col gap-8">
            <AvatarEditor user={user} onChange={replaceUser} />
            {/* Keyed by id so a different learner never sees the previous one's form values. */}
            <ProfileForm key={user.id} user={user} onSaved={replaceUser} />
          </div>
        </Section>
        <Section name="privacy">
          <PrivacyForm user={user} onSaved={replaceUser} />
        </Section>
        <Section name="lessons">
          <LessonSettingsForm user={user} onSaved={replaceUser} />
          <SoundSetting user={user} onSaved={replaceUser} />
        </Section>
        <Section name="email">
          <EmailStatus user={user} />
        </Section>
        <Section name="password">
          <PasswordForm user={user} />
        </Section>
        <Section name="devices">
          <QueryBoundary
            fallback={<SessionsListSkeleton />}
            error={({ message, retry }) => (
              <LoadError onRetry={retry}>Your devices could not be loaded. {message}</LoadError>
            )}
          >
            <SessionsList />
          </QueryBoundary>
        </Section>
        <Section name="data">
          <ExportButton />
        </Section>
        <Section name="delete">
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
