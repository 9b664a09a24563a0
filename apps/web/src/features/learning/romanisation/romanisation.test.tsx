import type { CheckResult, Exercise } from '@roots/shared/contracts/learning';
import type { RomanisationMode } from '@roots/shared/domain/preferences';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyAnswer } from '../exercises/answer.ts';
import { ExerciseView } from '../exercises/exercise-view.tsx';
import { WordIntroCard } from '../components/word-intro.tsx';
import { LessonRomanisation, RomanisationPreferenceProvider } from './romanisation.tsx';
import { RomanisationToggle } from './romanisation-toggle.tsx';

const amharic = ['ሀ', 'ለ', 'መ'];
const base = { id: 'e1', position: 1, audio_url: null } as const;
const items = (...texts: string[]) => texts.map((text, i) => ({ id: `i${String(i)}`, text }));

function show(
  exercise: Exercise,
  {
    mode = 'auto',
    unit = 2,
    characters = amharic,
    feedback,
    change,
  }: {
    mode?: RomanisationMode;
    unit?: number;
    characters?: string[];
    feedback?: CheckResult;
    change?: (mode: RomanisationMode) => void;
  } = {},
) {
  return render(
    <RomanisationPreferenceProvider value={{ mode, change }}>
      <LessonRomanisation unitPosition={unit} languageCharacters={characters}>
        <RomanisationToggle />
        <ExerciseView
          exercise={exercise}
          languageCode="am"
          specialCharacters={characters}
          value={emptyAnswer(exercise)}
          onChange={vi.fn()}
          feedback={feedback}
        />
      </LessonRomanisation>
    </RomanisationPreferenceProvider>,
  );
}

const romanised = () => Array.from(document.querySelectorAll('[data-romanised]'), (node) => node.textContent);

const select: Exercise = {
  ...base,
  type: 'select',
  prompt: 'Which one means “hello”?',
  options: items('ሰላም', 'ቻው', 'ደህና ሁን', 'ጤና ይስጥልኝ'),
};

describe('romanisation in the lesson player', () => {
  it('romanises a new Ethiopic word on its introduction card, in the first units', () => {
    const words = [{ word: 'ሰላም', meaning: 'hello', audio_url: null }];
    const card = (unit: number) => (
      <RomanisationPreferenceProvider value={{ mode: 'auto' }}>
        <LessonRomanisation unitPosition={unit} languageCharacters={amharic}>
          <WordIntroCard words={words} intro={{ index: 0, count: 1, skippable: false }} languageCode="am" />
        </LessonRomanisation>
      </RomanisationPreferenceProvider>
    );
    const { rerender } = render(card(1));
    expect(romanised()).toEqual(['selam']);
    rerender(card(9));
    expect(romanised()).toEqual([]);
    // A fidel card's meaning is its reading already: the line is not repeated under it.
    rerender(
      <RomanisationPreferenceProvider value={{ mode: 'auto' }}>
        <LessonRomanisation unitPosition={1} languageCharacters={amharic}>
          <WordIntroCard
            words={[{ word: 'ሰ ሱ', meaning: 'se su', audio_url: null }]}
            intro={{ index: 0, count: 1, skippable: false }}
            languageCode="am"
          />
        </LessonRomanisation>
      </RomanisationPreferenceProvider>,
    );
    expect(romanised()).toEqual([]);
    cleanup();
  });

  it('shows a muted line under every Ethiopic text: options, prompt, sentence, tiles and pairs', () => {
    show(select);
    expect(romanised()).toEqual(['selam', 'chaw', 'dehna hun', "t'eina yist'iliny"]);
    expect(screen.getByRole('radio', { name: /ሰላም/ })).toHaveTextContent('ሰላምselam');

    cleanup();
    show({ ...base, type: 'select', prompt: 'What does “ደህና ሁን” mean?', options: items('goodbye', 'hello') });
    expect(romanised()).toEqual(['dehna hun']);

    cleanup();
    show({
      ...base,
      type: 'fill_blank',
      prompt: 'Fill in the blank',
      sentence: 'ደህና ___!',
      translation: 'Goodbye!',
      options: items('ሁኚ', 'ሁን'),
    });
    expect(romanised()).toEqual(['dehna ___!', 'hunyee', 'hun']);

    cleanup();
    show({
      ...base,
      type: 'match_pairs',
      prompt: 'Match the pairs',
      left: items('ሰላም', 'ቻው'),
      right: items('hello', 'bye'),
    });
    expect(romanised()).toEqual(['selam', 'chaw']);

    cleanup();
    show({
      ...base,
      type: 'word_bank',
      prompt: 'Build this in English',
      into: 'english',
      source: 'ደህና ነኝ',
      tiles: items('I', 'am', 'fine'),
    });
    expect(romanised()).toEqual(['dehna neny']);
  });

  it('follows the setting: auto in the first three units only, always, never; never for Latin courses', () => {
    show(select, { unit: 3 });
    expect(romanised()).toHaveLength(4);
    cleanup();
    show(select, { unit: 4 });
    expect(romanised()).toEqual([]);
    cleanup();
    show(select, { unit: 7, mode: 'always' });
    expect(romanised()).toHaveLength(4);
    cleanup();
    show(select, { unit: 1, mode: 'never' });
    expect(romanised()).toEqual([]);
    cleanup();
    show({ ...select, options: items('jambo', 'kwaheri') }, { characters: ["ng'"], mode: 'always' });
    expect(romanised()).toEqual([]);
  });

  it('keeps a reading drill’s answer hidden until it is answered', () => {
    const drill: Exercise = {
      ...base,
      type: 'select',
      prompt: 'Which one says “sa”?',
      options: items('ሳ', 'ሰ', 'ሱ', 'ሲ'),
    };
    show(drill, { unit: 1 });
    expect(romanised()).toEqual([]);
    cleanup();
    const feedback = { correct: true, result: 'correct', expected: 'ሳ' } as CheckResult;
    show(drill, { unit: 1, feedback });
    expect(romanised()).toEqual(['sa', 'se', 'su', 'see']);
  });

  it('has a quick switch that saves never or always', async () => {
    const change = vi.fn();
    show(select, { change });
    const toggle = screen.getByRole('button', { name: 'Romanisation' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(change).toHaveBeenCalledWith('never');

    cleanup();
    show(select, { change, mode: 'never' });
    await userEvent.click(screen.getByRole('button', { name: 'Romanisation' }));
    expect(change).toHaveBeenLastCalledWith('always');
  });

  it('offers no switch for a course in Latin letters or where the setting cannot be saved', () => {
    show(select);
    expect(screen.queryByRole('button', { name: 'Romanisation' })).toBeNull();
    cleanup();
    show(select, { characters: ['ɓ'], change: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Romanisation' })).toBeNull();
  });
});
