import { adminPaths } from '@roots/shared/routes';
import { useParams } from 'react-router';
import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAdminPost } from '../../../features/management/api/get-admin-post.ts';
import { PostEditor } from '../../../features/management/components/post-editor.tsx';
import { ManagementProvider } from '../../../features/management/management-provider.tsx';

function ExistingPost({ id }: { id: string }) {
  const { data: post } = useAdminPost(id);
  return <PostEditor key={post.id} post={post} />;
}

export default function AdminBlogEditorPage() {
  const { id } = useParams();
  return (
    <ManagementProvider>
      <AppPage
        title={id ? 'Edit post' : 'New post'}
        description="Write the post in Markdown; the preview shows it exactly as readers will see it."
        actions={<Link to={adminPaths.adminBlog}>All posts</Link>}
      >
        {id ? (
          <QueryBoundary
            key={id}
            fallback={<Skeleton className="h-96" />}
            error={({ message, retry }) => <LoadError onRetry={retry}>Could not load the post: {message}</LoadError>}
          >
            <ExistingPost id={id} />
          </QueryBoundary>
        ) : (
          <PostEditor />
        )}
      </AppPage>
    </ManagementProvider>
  );
}
