import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useSuspenseFacts } from '../api/get-facts.ts';
import { RomanisedOutsideLessons } from '../romanisation/romanisation.tsx';

const categoryNames = new Map([
  ['proverb', 'Proverb'],
  ['custom', 'Custom'],
  ['history', 'History'],
  ['geography', 'Where it is spoken'],
  ['language', 'Language'],
  ['food', 'Food'],
  ['music', 'Music'],
  ['daily-life', 'Daily life'],
]);

/** Every cultural fact of a language; proverbs are marked as written in it. */
export function FactList({ languageId, languageCode }: { languageId: string; languageCode: string }) {
  const { data: facts } = useSuspenseFacts(languageId);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {facts.map((fact) => (
        <Card key={fact.id} className="flex flex-col gap-2">
          <Badge tone="ochre" className="self-start">
            {categoryNames.get(fact.category) ?? fact.category}
          </Badge>
          <h2 lang={fact.category === 'proverb' ? languageCode : undefined} className="text-lg font-bold text-ink">
            {fact.title}
            <RomanisedOutsideLessons text={fact.title} />
          </h2>
          <p className="text-ink">
            {fact.body}
            <RomanisedOutsideLessons text={fact.body} />
          </p>
        </Card>
      ))}
    </div>
  );
}
