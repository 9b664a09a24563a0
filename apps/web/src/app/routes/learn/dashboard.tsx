import { protectedPaths } from '@roots/shared/routes';
import { storageKeys } from '@roots/shared/constants';
import { lazy, memo, Suspense, useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useStats } from '../../../features/learning/api/get-stats.ts';
import { CourseOverview as CourseOverviewSection } from '../../../features/learning/components/course-overview.tsx';
import { FactCard as FactCardSection, FactCardSkeleton } from '../../../features/learning/components/fact-card.tsx';
import { PracticeCard as PracticeCardSection } from '../../../features/learning/components/practice-card.tsx';
import { DashboardLayout } from '../../../features/learning/components/dashboard-layout.tsx';
import { StatCards } from '../../../features/learning/components/stat-cards.tsx';
import { StatCardsSkeleton } from '../../../features/learning/components/stat-cards-skeleton.tsx';
import { LanguageSwitcher } from '../../../features/learning/components/language-switcher.tsx';
import { useCurrentLanguage, useSuspenseCurrentLanguage } from '../../../features/learning/current-language.ts';
import { nameOf, useSession } from '../../../features/session/session-context.ts';
import { useIdleAfterMount } from '../../../lib/idle.ts';
import { local } from '../../../lib/storage.ts';
import { LearnerRomanisation } from '../../learner-romanisation.tsx';
import { DashboardFrame } from './dashboard-frame.tsx';
import {
  SocialCard as SocialCardSection,
  SocialCardSkeleton,
} from '../../../features/social/components/social-card.tsx';
import { ReminderCard as ReminderCardSection } from '../../../features/reminders/components/reminder-card.tsx';

// Each section reads its own data. The page renders again whenever the stats or the course list
// arrive; memoised, the sections (the course path above all) are not rendered again with it, which
// keeps those updates short on a slow phone.
const CourseOverview = memo(CourseOverviewSection);
const PracticeCard = memo(PracticeCardSection);
const SocialCard = memo(SocialCardSection);
const FactCard = memo(FactCardSection);
const ReminderCard = memo(ReminderCardSection);
// Downloads and the answers played offline live in IndexedDB: that code comes with the side cards.
const OfflineCard = lazy(() =>
  import('../../../features/learning/components/offline-card.tsx').then(({ OfflineCard: card }) => ({ default: card })),
);

/** The dashboard, or (`frame`) its look while the session is checked: app/router.tsx. */
export default function DashboardPage({ frame = false }: { frame?: boolean }) {
  return frame ? <DashboardFrame /> : <Dashboard />;
}

function Dashboard() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const { languages, current, select } = useCurrentLanguage(userId);
  const stats = useStats(userId, user !== null);
  const name = nameOf(user);
  // The course part mounts most of the page at once (the path, practice, friends, a fact). The
  // learner's languages that it waits for arrive through the query cache, whose updates React
  // renders at once, in one task; deferred, that mount is rendered in slices a phone can
  // interleave with its input, while the place keeps its skeleton. Already loaded, it shows at once.
  const courseReady = useDeferredValue(languages.status !== 'pending');

  return (
    <DashboardLayout
      name={name}
      actions={
        languages.data && languages.data.length > 1 ? (
          <LanguageSwitcher label="Course" languages={languages.data} current={current} onSelect={select} />
        ) : undefined
      }
    >
      <div className="flex flex-col gap-8">
        {stats.data ? <StatCards userId={userId} stats={stats.data} /> : <StatCardsSkeleton />}
        {/* The header stays in place while the course list loads; only this part waits. */}
        {courseReady ? (
          <QueryBoundary
            fallback={<CourseSkeleton />}
            error={({ message, retry }) => (
              <LoadError onRetry={retry}>Your courses could not be loaded. {message}</LoadError>
            )}
          >
            <CurrentCourse userId={userId} emailConfirmed={user?.email_verified ?? false} />
          </QueryBoundary>
        ) : (
          <CourseSkeleton />
        )}
      </div>
    </DashboardLayout>
  );
}

const CourseSkeleton = () => <Skeleton className="h-96 w-full" />;

function CurrentCourse({ userId, emailConfirmed }: { userId: string; emailConfirmed: boolean }) {
  const current = useSuspenseCurrentLanguage(userId);
  // Practice, the league and friends, and a fact are the page's side: on a phone, below the whole
  // course path. They render in the first idle moment after the path, not in the same long task
  // on a slow phone (their data was asked for early all the same: app/early-calls.ts).
  const asideShown = useIdleAfterMount();
  const currentId = current?.id;
  // The course shown is the one the next visit's early calls ask for (app/early-calls.ts).
  useEffect(() => {
    if (currentId) local.set(storageKeys.lastLanguage, currentId);
  }, [currentId]);
  if (!current) {
    return (
      <Card className="text-center">
        <h2 className="text-xl font-bold">Choose your first language</h2>
        <p className="mt-2 text-ink-muted">
          Swahili, Yoruba, Igbo, Hausa, Zulu, Amharic, Afrikaans or Somali: pick one to start.
        </p>
        <Link to={protectedPaths.languages} className={buttonClasses('primary', 'lg', 'mt-4')}>
          See the languages
        </Link>
      </Card>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <QueryBoundary
        key={current.id}
        fallback={<CourseSkeleton />}
        error={({ message, retry }) => (
          <LoadError onRetry={retry}>Your course could not be loaded. {message}</LoadError>
        )}
      >
        <CourseOverview userId={userId} languageId={current.id} languageName={current.name} />
      </QueryBoundary>
      {asideShown ? (
        <aside className="flex flex-col gap-4">
          <PracticeCard languageId={current.id} userId={userId} />
          <SocialCard userId={userId} />
          <ReminderCard emailConfirmed={emailConfirmed} />
          <Suspense fallback={null}>
            <OfflineCard languageId={current.id} languageName={current.name} userId={userId} />
          </Suspense>
          {/* Spec section 8: a failure to load facts is only logged (React logs what a boundary catches). */}
          <QueryBoundary key={current.id} fallback={<FactCardSkeleton />} error={() => null}>
            <LearnerRomanisation>
              <FactCard languageId={current.id} languageName={current.name} />
            </LearnerRomanisation>
          </QueryBoundary>
        </aside>
      ) : (
        // The places the cards hold while their data loads (practice shows nothing until then).
        <aside className="flex flex-col gap-4">
          <SocialCardSkeleton />
          <FactCardSkeleton />
        </aside>
      )}
    </div>
  );
}
