import { pathTo } from '@roots/shared/routes';
import type { UseQueryResult } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { BlogPostSummary } from '@roots/shared/contracts/blog';
import { dateFormat } from '../../../lib/date-format.ts';

const published = dateFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-card">
      {post.featured_image ? (
        <img
          src={post.featured_image}
          alt=""
          loading="lazy"
          width={640}
          height={360}
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <Link
          to={pathTo.blogCategory(post.category)}
          className="self-start text-xs font-bold tracking-widest text-accent uppercase no-underline hover:underline"
        >
          {post.category.replaceAll('-', ' ')}
        </Link>
        <h2 className="mt-2 text-lg font-bold">
          <Link to={pathTo.blogPost(post.slug)} className="text-ink no-underline hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 text-ink-muted">{post.excerpt}</p>
        <p className="mt-auto pt-4 text-sm text-ink-muted">
          <time dateTime={post.publishedAt}>{published.format(new Date(post.publishedAt))}</time> ·{' '}
          {post.author?.username ?? 'Anonymous'}
        </p>
      </div>
    </article>
  );
}

interface PostGridProps {
  query: UseQueryResult<BlogPostSummary[]>;
  emptyTitle: string;
  emptyText: string;
}

/** A grid of posts with the spec's loading, error and empty texts. */
// A plain query, not suspense: paging keeps the previous page on screen while the next one loads.
export function PostGrid({ query, emptyTitle, emptyText }: PostGridProps) {
  if (query.isPending) {
    return (
      <div>
        <p role="status" className="mb-4 text-ink-muted">
          Loading articles...
        </p>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-48" />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-control bg-danger-soft px-4 py-3 text-ink">
        Error loading articles: {query.error.message || 'An error occurred'}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-line p-10 text-center">
        <Newspaper aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
        <h2 className="mt-3 text-xl font-bold">{emptyTitle}</h2>
        <p className="mt-2 text-ink-muted">{emptyText}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((post) => (
        <PostCard key={post.slug} post={post} />
      ))}
    </div>
  );
}
