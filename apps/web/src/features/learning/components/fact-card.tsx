import { protectedPaths } from '@roots/shared/routes';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFacts } from '../api/get-facts.ts';

/** One cultural fact of the language, a different one each day. */
export function FactCard({ languageId, languageName }: { languageId: string; languageName: string }) {
  const facts = useFacts(languageId);
  const [day] = useState(() => Math.floor(Date.now() / 86_400_000));
  if (facts.isPending) return <Skeleton className="h-40 w-full" />;
  // Spec section 8: a failure to load facts is only logged.
  if (facts.isError || facts.data.length === 0) return null;
  const fact = facts.data[day % facts.data.length];
  if (!fact) return null;
  return (
    <Card className="bg-ochre-soft/60">
      <p className="flex items-center gap-2 text-sm font-semibold text-on-ochre-soft">
        <Sparkles aria-hidden="true" className="size-4" /> Did you know?
      </p>
      <h3 className="mt-2 text-lg font-bold text-ink">{fact.title}</h3>
      <p className="mt-1 text-ink">{fact.body}</p>
      <Link to={protectedPaths.culturalResources} className="mt-3 inline-block text-sm font-semibold">
        More about {languageName} culture
      </Link>
    </Card>
  );
}
