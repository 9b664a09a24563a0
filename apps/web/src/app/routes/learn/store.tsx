import { AppPage } from '../../../components/layout/app-page.tsx';

export default function StorePage() {
  return (
    <AppPage
      title="Store"
      description="Power up your learning! Refill hearts, freeze your streak, boost XP, or go Premium for the best experience."
    />
  );
}
