import { adminPaths } from '@roots/shared/routes';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PostList } from '../../../features/management/components/post-list.tsx';
import { AdminPage } from './admin-page.tsx';

export default function AdminBlogPage() {
  return (
    <AdminPage
      title="Blog posts"
      description="Write, edit and publish posts for the Roots blog."
      link={{ to: adminPaths.adminBlogNew, label: 'New post', variant: 'primary' }}
    >
      <QueryBoundary
        fallback={<Skeleton className="h-64" />}
        error={({ message, retry }) => <LoadError onRetry={retry}>Could not load the posts: {message}</LoadError>}
      >
        <PostList />
      </QueryBoundary>
    </AdminPage>
  );
}
