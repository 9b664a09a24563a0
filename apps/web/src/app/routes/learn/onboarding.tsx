import { pathTo, protectedPaths } from '@roots/shared/routes';
import { useNavigate } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { OnboardingForm } from '../../../features/learning/components/onboarding-form.tsx';
import { useSession } from '../../../features/session/session-context.ts';

export default function OnboardingPage() {
  const { user, replaceUser } = useSession();
  const navigate = useNavigate();
  return (
    <AppPage
      title="Welcome to Roots"
      description="Choose a language and a daily goal. Your first lesson takes about five minutes."
    >
      <OnboardingForm
        userId={user?.id ?? ''}
        initialGoal={user?.daily_goal ?? 20}
        onDone={(choice, nextLessonId) => {
          if (user) replaceUser({ ...user, onboarded: true, daily_goal: choice.daily_goal });
          void navigate(nextLessonId ? pathTo.lesson(nextLessonId) : protectedPaths.dashboard, { replace: true });
        }}
      />
    </AppPage>
  );
}
