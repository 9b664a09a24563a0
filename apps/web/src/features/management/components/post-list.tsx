import { pathTo } from '@roots/shared/routes';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useAdminPosts } from '../api/get-admin-posts.ts';
import { StatusBadge } from './status-badge.tsx';
import { RecordRow } from './record-row.tsx';
import { dateFormat } from '../../../lib/date-format.ts';

const day = dateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Every post, drafts included, with a way to edit or delete each. */
export function PostList() {
  const { data: posts } = useAdminPosts();
  const remove = useDeletePost();
  if (posts.length === 0) return <p className="text-ink-muted">No posts yet. Write the first one.</p>;
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-surface-raised">
      {posts.map((post) => (
        <RecordRow
          key={post.id}
          className="p-4"
          actions={
            <Button
              size="sm"
              variant="ghost"
              isLoading={remove.isPending && remove.variables === post.id}
              onClick={() => {
                if (!window.confirm(`Delete “${post.title}”? This cannot be undone.`)) return;
                remove.mutate(post.id, {
                  onSuccess: () => void notify('success', 'The post was deleted.'),
                  onError: (error) => void notify('error', error.message),
                });
              }}
            >
              Delete
            </Button>
          }
        >
          <Link to={pathTo.adminBlogEdit(post.id)} className="font-semibold">
            {post.title}
          </Link>
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <StatusBadge status={post.status} />
            <span>{post.category.replaceAll('-', ' ')}</span>
            <span>· {day.format(new Date(post.published_at ?? post.updated_at))}</span>
          </p>
        </RecordRow>
      ))}
    </ul>
  );
}
