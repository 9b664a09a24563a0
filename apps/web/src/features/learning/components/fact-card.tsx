import { protectedPaths } from '@roots/shared/routes';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSuspenseFacts } from '../api/get-facts.ts';
import { RomanisedOutsideLessons } from '../romanisation/romanisation.tsx';

export function FactCardSkeleton() {
  return <Skeleton className="h-40 w-full" />;
}

/** One cultural fact of the language, a different one each day. Loads through suspense. */
export function FactCard({ languageId, languageName }: { languageId: string; languageName: string }) {
  const { data: facts } = useSuspenseFacts(languageId);
  const [day] = useState(() => Math.floor(Date.now() / 86_400_000));
  const fact = facts[day % facts.length];
  // A language without facts yet shows no card.
  if (!fact) return null;
  return (
    <Card className="bg-ochre-soft/60">
      <p className="flex items-center gap-2 text-sm font-semibold text-on-ochre-soft">
        <Sparkles aria-hidden="true" className="size-4" /> Did you know?
      </p>
      <h3 className="mt-2 text-lg font-bold text-ink">
        {fact.title}
        <RomanisedOutsideLessons text={fact.title} />
      </h3>
      <p className="mt-1 text-ink">
        {fact.body}
        <RomanisedOutsideLessons text={fact.body} />
      </p>
      <Link to={protectedPaths.culturalResources} className="mt-3 inline-block text-sm font-semibold">
        More about {languageName} culture
      </Link>
    </Card>
  );
}
