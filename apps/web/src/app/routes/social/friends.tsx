import { AppPage } from '../../../components/layout/app-page.tsx';

export default function FriendsPage() {
  return <AppPage title="Friends" description="Learn alongside friends and cheer each other on." />;
}
