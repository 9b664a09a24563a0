import { adminPaths } from '@roots/shared/routes';
import { Link } from 'react-router';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { AuditList } from '../../../features/management/components/audit-list.tsx';
import { CourseTreePanel } from '../../../features/management/components/course-tree.tsx';
import { DashboardPanel } from '../../../features/management/components/dashboard-panel.tsx';
import { MessageList } from '../../../features/management/components/message-list.tsx';
import { ReportList } from '../../../features/management/components/report-list.tsx';
import { UserList } from '../../../features/management/components/user-list.tsx';
import { ManagementProvider } from '../../../features/management/management-provider.tsx';
import { ExercisePreview } from '../../../features/learning/exercises/exercise-preview.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `${title.toLowerCase().replaceAll(' ', '-')}-heading`;
  return (
    <section className="space-y-4" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
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
        description="Who is learning, learners' reports, the courses, messages from the contact page, accounts and the record of changes."
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
          <Section title="Problem reports">
            <ReportList />
          </Section>
          <Section title="Courses">
            <CourseTreePanel
              renderPreview={(source, languageCode) => (
                <ExercisePreview key={JSON.stringify(source)} source={source} languageCode={languageCode} />
              )}
            />
          </Section>
          <Section title="Messages">
            <MessageList />
          </Section>
          <Section title="Accounts">
            <UserList />
          </Section>
          <Section title="Recent changes">
            <AuditList />
          </Section>
        </div>
      </AppPage>
    </ManagementProvider>
  );
}
