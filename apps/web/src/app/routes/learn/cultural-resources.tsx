import { protectedPaths } from '@roots/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { factsQuery } from '../../../features/learning/api/learning.ts';
import { LanguageSwitcher } from '../../../features/learning/components/language-switcher.tsx';
import { useCurrentLanguage } from '../../../features/learning/current-language.ts';
import { useSession } from '../../../features/session/session-context.ts';

const categoryNames: Record<string, string> = {
  proverb: 'Proverb',
  custom: 'Custom',
  history: 'History',
  geography: 'Where it is spoken',
  language: 'Language',
  food: 'Food',
  music: 'Music',
  'daily-life': 'Daily life',
};

function Facts({ languageId, languageCode }: { languageId: string; languageCode: string }) {
  const facts = useQuery(factsQuery(languageId));
  if (facts.isPending) return <Skeleton className="h-96 w-full" />;
  if (facts.isError) return <p className="text-ink-muted">The cultural notes could not be loaded right now.</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {facts.data.map((fact) => (
        <Card key={fact.id} className="flex flex-col gap-2">
          <Badge tone="ochre" className="self-start">
            {categoryNames[fact.category] ?? fact.category}
          </Badge>
          <h2 lang={fact.category === 'proverb' ? languageCode : undefined} className="text-lg font-bold text-ink">
            {fact.title}
          </h2>
          <p className="text-ink">{fact.body}</p>
        </Card>
      ))}
    </div>
  );
}

export default function CulturalResourcesPage() {
  const { user } = useSession();
  const { languages, current, select } = useCurrentLanguage(user?.id ?? '');
  return (
    <AppPage
      title={current ? `${current.name} culture` : 'Cultural resources'}
      description="Proverbs, customs and history behind the words you are learning."
      actions={<LanguageSwitcher label="Language" languages={languages.data} current={current} onSelect={select} />}
    >
      {languages.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : current ? (
        <Facts languageId={current.id} languageCode={current.code} />
      ) : (
        <Card className="text-center">
          <p className="text-ink-muted">Start a language to see its proverbs, customs and history.</p>
          <Link to={protectedPaths.languages} className={buttonClasses('primary', 'lg', 'mt-4')}>
            Choose a language
          </Link>
        </Card>
      )}
    </AppPage>
  );
}
