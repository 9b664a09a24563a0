import { pathTo, protectedPaths } from '@roots/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { courseMapQuery, progressQuery, statsQuery } from '../../../features/learning/api/learning.ts';
import { CoursePath } from '../../../features/learning/components/course-path.tsx';
import { FactCard } from '../../../features/learning/components/fact-card.tsx';
import { PracticeCard } from '../../../features/learning/components/practice-card.tsx';
import { StatCards } from '../../../features/learning/components/stat-cards.tsx';
import { LanguageSwitcher } from '../../../features/learning/components/language-switcher.tsx';
import { useCurrentLanguage } from '../../../features/learning/current-language.ts';
import { useSession } from '../../../features/session/session-context.ts';

function Course({ userId, languageId, languageName }: { userId: string; languageId: string; languageName: string }) {
  const map = useQuery(courseMapQuery(languageId, userId));
  const progress = useQuery(progressQuery(languageId, userId));
  if (map.isPending || progress.isPending) return <Skeleton className="h-96 w-full" />;
  if (map.isError || progress.isError) {
    return (
      <p role="alert" className="text-danger">
        Your course could not be loaded. {(map.error ?? progress.error)?.message}
      </p>
    );
  }
  const next = progress.data.next_lesson_id;
  const nextTitle = map.data.flatMap((unit) => unit.lessons).find((lesson) => lesson.id === next)?.title;
  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">Your {languageName} course</h2>
      <Card className="flex flex-wrap items-center justify-between gap-4 border-primary/40 bg-primary-soft/50">
        {next ? (
          <>
            <div>
              <p className="text-sm font-semibold text-on-primary-soft">
                {languageName} · {progress.data.percent}% of the course done
              </p>
              <p className="text-xl font-bold text-ink">Up next: {nextTitle}</p>
            </div>
            <Link to={pathTo.lesson(next)} className={buttonClasses('primary', 'lg')}>
              Continue <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </>
        ) : (
          <p className="flex items-center gap-2 text-lg font-bold text-ink">
            <PartyPopper aria-hidden="true" className="size-6 text-accent" /> You finished every lesson of the{' '}
            {languageName} course. Ngoma! Try another language next.
          </p>
        )}
      </Card>
      <CoursePath units={map.data} nextLessonId={next} />
    </div>
  );
}

export default function DashboardPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const { languages, current, select } = useCurrentLanguage(userId);
  const stats = useQuery({ ...statsQuery(userId), enabled: user !== null });
  const name = user?.display_name ?? user?.user_metadata.username ?? 'learner';

  return (
    <AppPage
      title={`Welcome back, ${name}`}
      description="Pick up where you left off. A few minutes a day is all it takes."
      actions={
        languages.data && languages.data.length > 1 ? (
          <LanguageSwitcher label="Course" languages={languages.data} current={current} onSelect={select} />
        ) : (
          <Link to={protectedPaths.languages} className={buttonClasses('secondary')}>
            Add a language
          </Link>
        )
      }
    >
      <div className="flex flex-col gap-8">
        {stats.data ? <StatCards userId={userId} stats={stats.data} /> : <Skeleton className="h-36 w-full" />}
        {languages.isPending ? (
          <Skeleton className="h-96 w-full" />
        ) : current ? (
          <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
            <Course userId={userId} languageId={current.id} languageName={current.name} />
            <aside className="flex flex-col gap-4">
              <PracticeCard languageId={current.id} userId={userId} />
              <FactCard languageId={current.id} languageName={current.name} />
            </aside>
          </div>
        ) : (
          <Card className="text-center">
            <h2 className="text-xl font-bold">Choose your first language</h2>
            <p className="mt-2 text-ink-muted">
              Swahili, Yoruba, Igbo, Hausa, Zulu, Amharic, Afrikaans or Somali: pick one to start.
            </p>
            <Link to={protectedPaths.languages} className={buttonClasses('primary', 'lg', 'mt-4')}>
              See the languages
            </Link>
          </Card>
        )}
      </div>
    </AppPage>
  );
}
