import type { Exercise } from '@roots/shared/contracts/learning';
import { hasEthiopic } from '@roots/shared/domain/ethiopic';
import { cn } from '../../../lib/cn.ts';
import { Romanised } from '../romanisation/romanisation.tsx';
import { HintedText } from './hinted-text.tsx';

/** Narration is set apart from what is said in italics, where the script has them: Ethiopic has none. */
const narration = (text: string) => (hasEthiopic(text) ? 'text-ink-muted' : 'text-ink-muted italic');

/**
 * A read exercise's passage, in the course language: a dialogue line as its speaker above what
 * they say, narration as a plain line. Each line has its word hints and, in Ethiopic, its
 * romanisation, as every other course-language text of the player.
 */
export function Passage({
  exercise,
  languageCode,
  answered,
}: {
  exercise: Exercise;
  languageCode: string;
  answered: boolean;
}) {
  return (
    <ol
      lang={languageCode}
      aria-label="Passage"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface-raised px-5 py-4 shadow-sm"
    >
      {(exercise.passage ?? []).map((line, index) => (
        <li key={index} className="break-words">
          {line.speaker === undefined ? null : (
            <span className="block text-sm font-bold text-primary">
              {line.speaker}
              <span className="sr-only">:</span>
              <Romanised text={line.speaker} exercise={exercise} answered={answered} className="inline ps-2" />
            </span>
          )}
          <span className={cn('block text-lg', line.speaker === undefined ? narration(line.text) : 'text-ink')}>
            <HintedText text={line.text} hints={exercise.hints?.passage?.[index]} />
          </span>
          <Romanised text={line.text} exercise={exercise} answered={answered} />
        </li>
      ))}
    </ol>
  );
}
