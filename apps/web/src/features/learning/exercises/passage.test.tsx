import type { Exercise } from '@roots/shared/contracts/learning';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { textItems } from '../../../test/lesson-data.ts';
import { LessonRomanisation, RomanisationPreferenceProvider } from '../romanisation/romanisation.tsx';
import { ExerciseView } from './exercise-view.tsx';

const read: Exercise = {
  id: 'e1',
  position: 1,
  type: 'read',
  prompt: 'Read, then answer',
  passage: [
    { speaker: 'Amina', text: 'Habari za asubuhi, Juma?' },
    { speaker: 'Juma', text: 'Nzuri sana. Na wewe?' },
    { text: 'Amina anacheka.' },
  ],
  question: 'How is Juma?',
  options: textItems({ oa: 'Tired', ob: 'Very well', oc: 'Hungry', od: 'Lost' }),
  hints: { passage: [[{ start: 0, end: 17, meanings: ['good morning'] }], [], []] },
  audio_url: null,
};

function show(exercise: Exercise, { value = '', code = 'sw', characters = [] as string[], onChange = vi.fn() } = {}) {
  return render(
    <RomanisationPreferenceProvider value={{ mode: 'auto' }}>
      <LessonRomanisation unitPosition={1} languageCharacters={characters}>
        <ExerciseView
          exercise={exercise}
          languageCode={code}
          specialCharacters={characters}
          value={value}
          onChange={onChange}
          feedback={undefined}
        />
      </LessonRomanisation>
    </RomanisationPreferenceProvider>,
  );
}

describe('a read exercise in the player', () => {
  it('shows the passage in the course language: each speaker with their line, narration as a plain line', () => {
    show(read);
    const passage = screen.getByRole('list', { name: 'Passage' });
    expect(passage).toHaveAttribute('lang', 'sw');
    expect(
      within(passage)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Amina:Habari za asubuhi, Juma?', 'Juma:Nzuri sana. Na wewe?', 'Amina anacheka.']);
  });

  it('hints the passage’s words, then asks its question in English with the options as choices', async () => {
    const onChange = vi.fn();
    show(read, { onChange });
    const word = screen.getByRole('button', { name: 'Habari za asubuhi' });
    await userEvent.click(word);
    expect(screen.getByText('good morning')).toBeVisible();
    const question = screen.getByText('How is Juma?');
    expect(question).toHaveAttribute('lang', 'en');
    // The question comes after the passage, the options after the question.
    const passage = screen.getByRole('list', { name: 'Passage' });
    const choices = screen.getByRole('radiogroup', { name: 'Choose an answer' });
    expect(passage.compareDocumentPosition(question) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(question.compareDocumentPosition(choices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((option) => option.textContent),
    ).toEqual(['1Tired', '2Very well', '3Hungry', '4Lost']);
    expect(within(choices).getByText('Very well')).toHaveAttribute('lang', 'en');
    await userEvent.click(within(choices).getByRole('radio', { name: /Very well/ }));
    expect(onChange).toHaveBeenCalledWith('ob');
  });

  it('romanises each Ethiopic line of an Amharic passage, and its speakers, as other Ethiopic text', () => {
    show(
      {
        ...read,
        passage: [{ speaker: 'አበበ', text: 'ሰላም ነው?' }, { text: 'ሰላም' }],
        hints: undefined,
      },
      { code: 'am', characters: ['ሀ', 'ለ', 'መ'] },
    );
    const romanised = Array.from(document.querySelectorAll('[data-romanised]'), (node) => node.textContent);
    expect(romanised).toEqual(['abebe', 'selam new?', 'selam']);
    // Narration is set apart in italics only where the script has them.
    expect(screen.getByText('ሰላም', { exact: true })).not.toHaveClass('italic');
  });
});
