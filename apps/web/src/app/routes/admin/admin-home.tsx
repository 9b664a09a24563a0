import { adminPaths } from '@roots/shared/routes';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { AuditList } from '../../../features/management/components/audit-list.tsx';
import { CourseTreePanel } from '../../../features/management/components/course-tree.tsx';
import { DashboardPanel } from '../../../features/management/components/dashboard-panel.tsx';
import { MessageList } from '../../../features/management/components/message-list.tsx';
import { ReportList } from '../../../features/management/components/report-list.tsx';
import { UserList } from '../../../features/management/components/user-list.tsx';
import { ExercisePreview } from '../../../features/learning/exercises/exercise-preview.tsx';
import { AdminPage } from './admin-page.tsx';

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

/** The admin home's sections, in order; each loads on its own. */
const sections = [
  { title: 'Dashboard', content: <DashboardPanel /> },
  { title: 'Problem reports', content: <ReportList /> },
  {
    title: 'Courses',
    content: (
      <CourseTreePanel
        renderPreview={(source, languageCode) => (
          <ExercisePreview key={JSON.stringify(source)} source={source} languageCode={languageCode} />
        )}
      />
    ),
  },
  { title: 'Messages', content: <MessageList /> },
  { title: 'Accounts', content: <UserList /> },
  { title: 'Recent changes', content: <AuditList /> },
];

export default function AdminHomePage() {
  return (
    <AdminPage
      title="Admin"
      description="Who is learning, learners' reports, the courses, messages from the contact page, accounts and the record of changes."
      link={[
        { to: adminPaths.adminVoices, label: 'Voices', variant: 'secondary' },
        { to: adminPaths.adminBlog, label: 'Blog posts', variant: 'secondary' },
      ]}
    >
      <div className="space-y-12">
        {sections.map(({ title, content }) => (
          <Section key={title} title={title}>
            {content}
          </Section>
        ))}
      </div>
    </AdminPage>
  );
}
