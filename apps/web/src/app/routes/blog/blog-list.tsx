import { useQuery } from '@tanstack/react-query';
import { PageBody, PageHero } from '../../../components/layout/page-hero.tsx';
import { blogListQuery } from '../../../features/blog/api/blog.ts';
import { PostGrid } from '../../../features/blog/components/post-grid.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export default function BlogListPage() {
  useDocumentTitle('Blog');
  const posts = useQuery(blogListQuery());
  return (
    <>
      <PageHero
        eyebrow="Roots Blog"
        title="Stories, tips and culture"
        intro="Learning tips, language notes and stories from the places our languages are spoken."
      />
      <PageBody>
        <PostGrid
          query={posts}
          emptyTitle="No Articles Found"
          emptyText="There are no articles yet. Check back soon."
        />
      </PageBody>
    </>
  );
}
