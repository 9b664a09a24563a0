import type { LanguageProgress } from '@roots/shared/contracts/social';
import { Card } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

/** The courses a learner has started, each with its lessons done out of all. */
export function LanguageProgressList({
  languages,
  headingLevel: Heading,
}: {
  languages: LanguageProgress[];
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <Card className="p-4 sm:p-6">
      <Heading className="text-lg font-bold">Languages</Heading>
      {languages.length === 0 ? (
        <p className="mt-2 text-ink-muted">No language started yet.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {languages.map((language) => (
            <li key={language.id}>
              <p className="flex justify-between gap-2 text-sm font-semibold">
                <span>{language.name}</span>
                <span className="text-ink-muted">
                  {language.completed_lessons} of {language.total_lessons} lessons
                </span>
              </p>
              <ProgressBar
                value={language.completed_lessons}
                max={Math.max(1, language.total_lessons)}
                label={`${language.name} progress`}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
