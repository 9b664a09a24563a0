import { adminPaths } from '@roots/shared/routes';
import { Link } from 'react-router';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { CourseTreePanel } from '../../../features/management/components/course-tree.tsx';
import { DashboardPanel } from '../../../features/management/components/dashboard-panel.tsx';
import { MessageList } from '../../../features/management/components/message-list.tsx';
import { ManagementProvider } from '../../../features/management/management-provider.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-4" aria-labelledby={`${title}-heading`}>
      <h2 id={`${title}-heading`} className="text-2xl font-bold">
        {title}
      </h2>
      <QueryBoundary
        fallback={<Skeleton className="h-40" />}
        error={({ message, retry }) => (
          <LoadError onRetry={retry}>
            Could not load {title.toLowerCase()}: {message}
          </LoadError>
        )}
      >
        {children}
      </QueryBoundary>
    </section>
  );
}

export default function AdminHomePage() {
  return (
    <ManagementProvider>
      <AppPage
        title="Admin"
        description="Who is learning, the courses, and messages from the contact page."
        actions={
          <Link to={adminPaths.adminBlog} className={buttonClasses('secondary')}>
            Blog posts
          </Link>
        }
      >
        <div className="space-y-12">
          <Section title="Dashboard">
            <DashboardPanel />
          </Section>
          <Section title="Courses">
            <CourseTreePanel />
          </Section>
          <Section title="Messages">
            <MessageList />
          </Section>
        </div>
      </AppPage>
    </ManagementProvider>
  );
}
