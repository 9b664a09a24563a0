import { AppPage } from '../../../components/layout/app-page.tsx';

export default function NotificationsPage() {
  return <AppPage title="Notifications" description="News about your streak, your friends and your progress." />;
}
