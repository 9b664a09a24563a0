import { BLOG_PAGE_SIZE } from '@roots/shared/constants';
import { useSearchParams } from 'react-router';
import { PageBody, PageHero } from '../../../components/layout/page-hero.tsx';
import { useBlogPosts } from '../../../features/blog/api/get-blog-posts.ts';
import { CategoryChips } from '../../../features/blog/components/category-chips.tsx';
import { Pager } from '../../../features/blog/components/pager.tsx';
import { pageFrom } from '../../../features/blog/page-param.ts';
import { PostGrid } from '../../../features/blog/components/post-grid.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export default function BlogListPage() {
  useDocumentTitle('Blog');
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const posts = useBlogPosts(page);
  return (
    <>
      <PageHero
        eyebrow="Roots Blog"
        title="Stories, tips and culture"
        intro="Learning tips, language notes and stories from the places our languages are spoken."
      />
      <PageBody>
        <CategoryChips />
        <PostGrid query={posts} emptyTitle="No Articles Found" emptyText="There are no articles here yet." />
        <Pager page={page} hasMore={posts.data?.length === BLOG_PAGE_SIZE} />
      </PageBody>
    </>
  );
}
