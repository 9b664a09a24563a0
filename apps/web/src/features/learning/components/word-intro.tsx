import type { NewWord } from '@roots/shared/contracts/teaching';
import { romaniseForDisplay } from '@roots/shared/domain/ethiopic';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { Romanised } from '../romanisation/romanisation.tsx';
import { ClipPlayer } from './clip-player.tsx';
import type { WordIntroState } from './lesson-player-state.ts';

/**
 * The introduction step: the lesson's new words, one card at a time (the word, its meaning and
 * its clip where one exists) before the first exercise asks about them. The lesson player shows
 * the card in its body and the bar in its bottom bar; Enter continues, as it checks elsewhere.
 */
export function WordIntroCard({
  words,
  intro,
  languageCode,
}: {
  words: NewWord[];
  intro: WordIntroState;
  languageCode: string;
}) {
  const word = words[intro.index];
  if (!word) return null;
  return (
    <section aria-labelledby="word-intro-title" className="flex flex-col gap-6">
      <div>
        <h2 id="word-intro-title" className="text-2xl font-extrabold text-ink">
          New words in this lesson
        </h2>
        <p className="mt-1 text-ink-muted">
          Word {intro.index + 1} of {intro.count}
        </p>
      </div>
      {/* The card is announced as it changes: the new word and its meaning are read out. */}
      <div
        key={intro.index}
        aria-live="polite"
        className="flex flex-col items-center gap-3 rounded-card border border-line bg-surface-raised px-6 py-10 text-center shadow-sm"
      >
        <p lang={languageCode} className="text-4xl font-extrabold break-words text-ink">
          {word.word}
          {/* A beginner can read an Ethiopic word from the first time they meet it; in the reading
              unit the meaning already is the romanisation, so it is not said twice. */}
          {romaniseForDisplay(word.word) === word.meaning ? null : (
            <Romanised text={word.word} exercise={undefined} answered className="mt-2" />
          )}
        </p>
        <p lang="en" className="text-xl text-ink-muted">
          {word.meaning}
        </p>
        {word.audio_url ? <WordClip url={word.audio_url} word={word.word} languageCode={languageCode} /> : null}
      </div>
      <ol aria-hidden="true" className="flex justify-center gap-2">
        {words.map((w, i) => (
          <li
            key={`${w.word}-${String(i)}`}
            className={cn('size-2.5 rounded-full', i <= intro.index ? 'bg-primary' : 'bg-line')}
          />
        ))}
      </ol>
    </section>
  );
}

function WordClip({ url, word, languageCode }: { url: string; word: string; languageCode: string }) {
  return (
    <div className="mt-2">
      <ClipPlayer url={url} centered>
        <span>
          Listen<span className="sr-only">: </span>
          <span lang={languageCode} className="sr-only">
            {word}
          </span>
        </span>
      </ClipPlayer>
    </div>
  );
}

/** The intro's bottom bar: Continue (the exercises after the last word), and Skip for a returning learner. */
export function WordIntroBar({
  intro,
  onNext,
  onSkip,
}: {
  intro: WordIntroState;
  onNext: () => void;
  onSkip: () => void;
}) {
  return (
    <div className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-5">
        {intro.skippable ? (
          <Button variant="ghost" size="lg" onClick={onSkip}>
            Skip
          </Button>
        ) : (
          <span />
        )}
        <Button size="lg" onClick={onNext} autoFocus>
          Continue
        </Button>
      </div>
    </div>
  );
}
