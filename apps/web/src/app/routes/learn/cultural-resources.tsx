import { protectedPaths } from '@roots/shared/routes';
import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { FactList } from '../../../features/learning/components/fact-list.tsx';
import { LanguageSwitcher } from '../../../features/learning/components/language-switcher.tsx';
import { useCurrentLanguage, useSuspenseCurrentLanguage } from '../../../features/learning/current-language.ts';
import { useSession } from '../../../features/session/session-context.ts';
import { LearnerRomanisation } from '../../learner-romanisation.tsx';

export default function CulturalResourcesPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const { languages, current, select } = useCurrentLanguage(userId);
  return (
    <AppPage
      title={current ? `${current.name} culture` : 'Cultural resources'}
      description="Proverbs, customs and history behind the words you are learning."
      actions={<LanguageSwitcher label="Language" languages={languages.data} current={current} onSelect={select} />}
    >
      {/* One boundary for the course list and the facts: the header stays while either loads, and
          switching language starts it afresh. */}
      <QueryBoundary
        key={current?.id}
        fallback={<Skeleton className="h-96 w-full" />}
        error={({ retry }) => (
          <LoadError onRetry={retry} className="text-ink-muted">
            The cultural notes could not be loaded right now.
          </LoadError>
        )}
      >
        <CurrentFacts userId={userId} />
      </QueryBoundary>
    </AppPage>
  );
}

function CurrentFacts({ userId }: { userId: string }) {
  const current = useSuspenseCurrentLanguage(userId);
  if (!current) {
    return (
      <Card className="text-center">
        <p className="text-ink-muted">Start a language to see its proverbs, customs and history.</p>
        <Link to={protectedPaths.languages} className={buttonClasses('primary', 'lg', 'mt-4')}>
          Choose a language
        </Link>
      </Card>
    );
  }
  // Ethiopic in a fact shows its romanisation unless the learner turned it off.
  return (
    <LearnerRomanisation>
      <FactList languageId={current.id} languageCode={current.code} />
    </LearnerRomanisation>
  );
}
