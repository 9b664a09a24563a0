import type { CheckResult, Exercise } from '@roots/shared/contracts/learning';
import { ClipPlayer } from '../components/clip-player.tsx';
import { Romanised } from '../romanisation/romanisation.tsx';
import { isEthiopicCourse } from '../romanisation/romanisation-context.ts';
import type { AnswerValue } from './answer.ts';
import { hasOptions } from './answer.ts';
import { ChoiceList } from './choice-list.tsx';
import { sentenceParts } from './hint-parts.ts';
import { HintedText } from './hinted-text.tsx';
import { EthiopicAnswer } from './ethiopic-answer.tsx';
import { MatchPairs } from './match-pairs.tsx';
import { Passage } from './passage.tsx';
import { SpeakPractice, type SpokenStep } from './speak-practice.tsx';
import { TextAnswer } from './text-answer.tsx';
import { WordBank } from './word-bank.tsx';

/** One exercise: its prompt, what it shows, and the input its type needs. */
export function ExerciseView({
  exercise,
  languageCode,
  specialCharacters,
  value,
  onChange,
  feedback,
  checkPair,
  spoken,
}: {
  exercise: Exercise;
  languageCode: string;
  specialCharacters: string[];
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  feedback: CheckResult | undefined;
  /** In a lesson: checks one match pair as it is made (the CMS preview has none). */
  checkPair?: (left: string, right: string) => Promise<boolean>;
  /** In a lesson: a speak exercise marked by the learner (the CMS preview has none). */
  spoken?: SpokenStep | undefined;
}) {
  const disabled = feedback !== undefined;
  if (exercise.type === 'speak') {
    return (
      <div className="flex flex-col gap-6">
        <h2 className="text-2xl font-extrabold text-ink">
          <HintedText text={exercise.prompt} hints={exercise.hints?.prompt} lang={languageCode} />
        </h2>
        <SpeakPractice exercise={exercise} languageCode={languageCode} spoken={spoken} />
      </div>
    );
  }
  const typedLang = exercise.into === 'english' ? 'en' : languageCode;
  const sourceLang = exercise.into === 'english' ? languageCode : 'en';

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-extrabold text-ink">
        <HintedText text={exercise.prompt} hints={exercise.hints?.prompt} lang={languageCode} />
      </h2>
      <Romanised text={exercise.prompt} exercise={exercise} answered={disabled} className="-mt-5" />
      {exercise.source ? (
        <p
          lang={sourceLang}
          className="self-start rounded-card border border-line bg-surface-raised px-5 py-3 text-xl text-ink shadow-sm"
        >
          <HintedText text={exercise.source} hints={exercise.hints?.source} />
        </p>
      ) : null}
      {exercise.source ? (
        <Romanised text={exercise.source} exercise={exercise} answered={disabled} className="-mt-5 px-5 text-base" />
      ) : null}
      {exercise.sentence ? (
        <div>
          <p lang={languageCode} className="text-2xl font-semibold text-ink">
            {sentenceParts(exercise.sentence, exercise.hints?.sentence).map(({ part, hints }, index) => (
              <span key={index}>
                {index > 0 ? (
                  // A span may not carry aria-label (axe: aria-prohibited-attr): the word is read instead.
                  <span className="mx-1 inline-block min-w-16 border-b-4 border-primary align-baseline">
                    <span className="sr-only">blank</span>&nbsp;
                  </span>
                ) : null}
                <HintedText text={part} hints={hints} />
              </span>
            ))}
          </p>
          <Romanised text={exercise.sentence} exercise={exercise} answered={disabled} className="text-base" />
          {exercise.translation ? <p className="mt-1 text-ink-muted">{exercise.translation}</p> : null}
        </div>
      ) : null}
      {exercise.passage ? <Passage exercise={exercise} languageCode={languageCode} answered={disabled} /> : null}
      {exercise.question ? (
        <p lang="en" className="text-xl font-bold text-ink">
          {exercise.question}
        </p>
      ) : null}
      {exercise.audio_url ? (
        <ClipPlayer url={exercise.audio_url} size="lg">
          Play
        </ClipPlayer>
      ) : null}

      {exercise.type === 'word_bank' ? (
        <WordBank exercise={exercise} value={value as string[]} onChange={onChange} disabled={disabled} />
      ) : exercise.type === 'match_pairs' ? (
        <MatchPairs
          exercise={exercise}
          value={value as [string, string][]}
          onChange={onChange}
          disabled={disabled}
          wrongLeftIds={feedback?.wrong_pairs ?? []}
          {...(checkPair ? { checkPair } : {})}
        />
      ) : hasOptions(exercise) ? (
        <ChoiceList
          exercise={exercise}
          value={value as string}
          onChange={onChange}
          disabled={disabled}
          correctText={feedback ? feedback.expected : undefined}
        />
      ) : typedLang !== 'en' && isEthiopicCourse(specialCharacters) ? (
        <EthiopicAnswer
          value={value as string}
          onChange={onChange}
          disabled={disabled}
          lang={typedLang}
          label={exercise.prompt}
        />
      ) : (
        <TextAnswer
          value={value as string}
          onChange={onChange}
          disabled={disabled}
          lang={typedLang}
          specialCharacters={exercise.into === 'english' ? [] : specialCharacters}
          label={exercise.prompt}
        />
      )}
    </div>
  );
}
