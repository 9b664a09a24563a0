import { AppPage } from '../../../components/layout/app-page.tsx';

export default function AdminBlogPage() {
  return <AppPage title="Blog posts" description="Write, edit and publish posts for the Roots blog." />;
}
