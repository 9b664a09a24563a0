import { AppPage } from '../../../components/layout/app-page.tsx';

export default function AdminHomePage() {
  return <AppPage title="Admin" description="Manage languages, units, lessons, exercises and blog posts." />;
}
