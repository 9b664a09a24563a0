import { pathTo, publicPaths } from '@roots/shared/routes';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageBody } from '../../../components/layout/page-hero.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useBlogPost } from '../../../features/blog/api/get-blog-post.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import NotFoundPage from '../not-found.tsx';
import { dateFormat } from '../../../lib/date-format.ts';

const published = dateFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The page around every state of the post. Each state sets the tab title itself: a title set by
 * the page above the boundary would run after, and overwrite, the one of the state inside it.
 */
function PostFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <PageBody>
      <Link to={publicPaths.blog} className="inline-flex items-center gap-2 font-semibold">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the blog
      </Link>
      {children}
    </PageBody>
  );
}

function Post({ slug }: { slug: string }) {
  const { data: post } = useBlogPost(slug);
  return (
    <PostFrame title={post.title}>
      <article className="mt-8">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance">{post.title}</h1>
        <p className="mt-3 text-ink-muted">
          <Link to={pathTo.blogCategory(post.category)} className="font-semibold">
            {post.category.replaceAll('-', ' ')}
          </Link>{' '}
          · <time dateTime={post.publishedAt}>{published.format(new Date(post.publishedAt))}</time> ·{' '}
          {post.author?.username ?? 'Anonymous'}
        </p>
        {/* Rendered from Markdown and sanitised by the server; nothing executable survives. */}
        <div className="prose-roots mt-8" dangerouslySetInnerHTML={{ __html: post.content_html }} />
      </article>
    </PostFrame>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <QueryBoundary
      key={slug}
      fallback={
        <PostFrame title="Blog">
          <div className="mt-8 space-y-4" role="status" aria-label="Loading...">
            <Skeleton className="h-10 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-64" />
          </div>
        </PostFrame>
      }
      error={({ error, message }) =>
        error instanceof ApiError && error.status === 404 ? (
          <NotFoundPage />
        ) : (
          <PostFrame title="Blog">
            <p role="alert" className="mt-8 rounded-control bg-danger-soft px-4 py-3 text-ink">
              Error loading articles: {message || 'An error occurred'}
            </p>
          </PostFrame>
        )
      }
    >
      <Post slug={slug} />
    </QueryBoundary>
  );
}
