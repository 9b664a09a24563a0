import { AppPage } from '../../../components/layout/app-page.tsx';

export default function ProfilePage() {
  return <AppPage title="Profile" description="Your languages, XP and streak at a glance." />;
}
