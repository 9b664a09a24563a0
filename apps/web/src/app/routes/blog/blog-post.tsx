import { pathTo, publicPaths } from '@roots/shared/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageBody } from '../../../components/layout/page-hero.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useBlogPost } from '../../../features/blog/api/get-blog-post.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import NotFoundPage from '../not-found.tsx';

const published = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  useDocumentTitle(post.data?.title ?? 'Blog');

  if (post.isError && post.error instanceof ApiError && post.error.status === 404) return <NotFoundPage />;
  return (
    <PageBody>
      <Link to={publicPaths.blog} className="inline-flex items-center gap-2 font-semibold">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the blog
      </Link>
      {post.isPending ? (
        <div className="mt-8 space-y-4" role="status" aria-label="Loading...">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-64" />
        </div>
      ) : post.isError ? (
        <p role="alert" className="mt-8 rounded-control bg-danger-soft px-4 py-3 text-ink">
          Error loading articles: {post.error.message || 'An error occurred'}
        </p>
      ) : (
        <article className="mt-8">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance">{post.data.title}</h1>
          <p className="mt-3 text-ink-muted">
            <Link to={pathTo.blogCategory(post.data.category)} className="font-semibold">
              {post.data.category.replaceAll('-', ' ')}
            </Link>{' '}
            · <time dateTime={post.data.publishedAt}>{published.format(new Date(post.data.publishedAt))}</time> ·{' '}
            {post.data.author?.username ?? 'Anonymous'}
          </p>
          {/* Rendered from Markdown and sanitised by the server; nothing executable survives. */}
          <div className="prose-roots mt-8" dangerouslySetInnerHTML={{ __html: post.data.content_html }} />
        </article>
      )}
    </PageBody>
  );
}
