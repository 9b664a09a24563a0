import { adminPaths } from '@roots/shared/routes';
import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PostList } from '../../../features/management/components/post-list.tsx';
import { ManagementProvider } from '../../../features/management/management-provider.tsx';

export default function AdminBlogPage() {
  return (
    <ManagementProvider>
      <AppPage
        title="Blog posts"
        description="Write, edit and publish posts for the Roots blog."
        actions={
          <Link to={adminPaths.adminBlogNew} className={buttonClasses('primary')}>
            New post
          </Link>
        }
      >
        <QueryBoundary
          fallback={<Skeleton className="h-64" />}
          error={({ message, retry }) => <LoadError onRetry={retry}>Could not load the posts: {message}</LoadError>}
        >
          <PostList />
        </QueryBoundary>
      </AppPage>
    </ManagementProvider>
  );
}
