import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageBody, PageHero } from '../../../components/layout/page-hero.tsx';
import { blogCategoryQuery } from '../../../features/blog/api/blog.ts';
import { PostGrid } from '../../../features/blog/components/post-grid.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export default function BlogCategoryPage() {
  const { categoryId = '' } = useParams();
  useDocumentTitle(`Category: ${categoryId}`);
  const posts = useQuery(blogCategoryQuery(categoryId));
  return (
    <>
      <PageHero eyebrow="Roots Blog" title={`Category: ${categoryId}`}>
        <Link to="/blog" className="mt-6 inline-flex items-center gap-2 font-semibold">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to the blog
        </Link>
      </PageHero>
      <PageBody>
        <PostGrid
          query={posts}
          emptyTitle="No Articles Found"
          emptyText={`There are currently no articles in the "${categoryId}" category.`}
        />
      </PageBody>
    </>
  );
}
