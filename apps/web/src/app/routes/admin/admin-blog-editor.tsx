import { AppPage } from '../../../components/layout/app-page.tsx';

export default function AdminBlogEditorPage() {
  return <AppPage title="Edit post" description="Write the post in Markdown; preview it before publishing." />;
}
