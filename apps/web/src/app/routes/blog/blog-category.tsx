import { publicPaths } from '@roots/shared/routes';
import { BLOG_PAGE_SIZE } from '@roots/shared/constants';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageBody, PageHero } from '../../../components/layout/page-hero.tsx';
import { useBlogCategoryPosts } from '../../../features/blog/api/get-blog-category-posts.ts';
import { CategoryChips } from '../../../features/blog/components/category-chips.tsx';
import { Pager } from '../../../features/blog/components/pager.tsx';
import { pageFrom } from '../../../features/blog/page-param.ts';
import { PostGrid } from '../../../features/blog/components/post-grid.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export default function BlogCategoryPage() {
  const { categoryId = '' } = useParams();
  useDocumentTitle(`Category: ${categoryId}`);
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const posts = useBlogCategoryPosts(categoryId, page);
  return (
    <>
      <PageHero eyebrow="Roots Blog" title={`Category: ${categoryId}`}>
        <Link to={publicPaths.blog} className="mt-6 inline-flex items-center gap-2 font-semibold">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to the blog
        </Link>
      </PageHero>
      <PageBody>
        <CategoryChips />
        <PostGrid
          query={posts}
          emptyTitle="No Articles Found"
          emptyText={`There are currently no articles in the "${categoryId}" category.`}
        />
        <Pager page={page} hasMore={posts.data?.length === BLOG_PAGE_SIZE} />
      </PageBody>
    </>
  );
}
