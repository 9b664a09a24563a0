import { AppPage } from '../../../components/layout/app-page.tsx';

export default function SettingsPage() {
  return <AppPage title="Settings" description="Your profile, password, sessions and data." />;
}
