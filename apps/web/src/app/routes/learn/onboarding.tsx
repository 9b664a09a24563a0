import { AppPage } from '../../../components/layout/app-page.tsx';

export default function OnboardingPage() {
  return (
    <AppPage
      title="Welcome to Roots"
      description="Choose the language you want to learn and a daily XP goal you can keep."
    />
  );
}
