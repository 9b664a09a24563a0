import { describe, expect, it } from 'vitest';
import { gradeText, normalizeAnswer, type TextVerdict } from './answer.ts';

describe('normalizeAnswer', () => {
  it.each([
    ['  Habari   za\u00A0asubuhi! ', 'sw', 'habari za asubuhi'],
    ['¿Qué? ¡Sí!', 'af', 'qué sí'],
    ['ሰላም ነህ፧', 'am', 'ሰላም ነህ'],
    ['ሰላም። እንዴት ነህ፣', 'am', 'ሰላም እንዴት ነህ'],
    ['Jummaʼa', 'ha', 'jummaʼa'.replace('ʼ', "'")],
    ['Dit is ’n boek.', 'af', "dit is 'n boek"],
    ['E KU ALE', 'yo', 'e ku ale'],
    // Decomposed input is stored composed.
    ['O\u0323\u0301jo\u0301', 'yo', 'ọ́jó'],
  ])('%s (%s) → %s', (input, locale, expected) => {
    expect(normalizeAnswer(input, locale)).toBe(expected.normalize('NFC'));
  });
});

describe('gradeText', () => {
  const grade = (answer: string, accepted: string[], locale: string, words: string[] = []) =>
    gradeText(answer, accepted, { locale, courseWords: new Set(words) });

  it('accepts any accepted answer, whatever the case and punctuation', () => {
    expect(grade('asante sana!', ['Asante', 'Asante sana'], 'sw')).toEqual({
      result: 'correct',
      expected: 'Asante sana',
    });
  });

  it('Yoruba: missing tone marks are correct with a note; missing dots below are not', () => {
    expect(grade('E kaaro', ['Ẹ káàrọ̀'], 'yo').result).not.toBe('tone');
    expect(grade('Ẹ kaarọ', ['Ẹ káàrọ̀'], 'yo')).toEqual({ result: 'tone', expected: 'Ẹ káàrọ̀' });
    expect(grade('Ọjọ́ru', ['Ọjọ́rú'], 'yo').result).toBe('tone');
  });

  it('dots below are letters: ọ for o without tone help is only a typo when all marks go', () => {
    // "Eku ale" for "Ẹ kú alẹ́" loses the dots: folded equal, so a typo rather than a tone note.
    expect(grade('E ku ale', ['Ẹ kú alẹ́'], 'yo')).toEqual({ result: 'typo', expected: 'Ẹ kú alẹ́' });
  });

  it('Hausa hooked letters typed plain are typos, not wrong', () => {
    expect(grade('dan uwa', ['ɗan uwa'], 'ha').result).toBe('typo');
    expect(grade('kasa', ['ƙasa'], 'ha').result).toBe('typo');
    expect(grade("'yaya", ['ƴaƴa', "'ya'ya"], 'ha').result).not.toBe('wrong');
  });

  it('Amharic sound-alike letters are typos; Ethiopic punctuation is ignored', () => {
    expect(grade('ሰላም።', ['ሰላም'], 'am').result).toBe('correct');
    expect(grade('ሠላም', ['ሰላም'], 'am').result).toBe('typo');
    expect(grade('ሀሙስ', ['ሐሙስ'], 'am').result).toBe('typo');
  });

  it('one edit in a word of four or more letters is a typo, counted in grapheme clusters', () => {
    expect(grade('asnate', ['asante'], 'sw').result).toBe('typo');
    expect(grade('asant', ['asante'], 'sw').result).toBe('typo');
    expect(grade('asanteee', ['asante'], 'sw').result).toBe('wrong');
    // Short words get no typo tolerance.
    expect(grade('nzo', ['nzuri'], 'sw').result).toBe('wrong');
    expect(grade('moa', ['mia'], 'sw').result).toBe('wrong');
    // A letter with a combining mark is one cluster.
    expect(grade('ọ̀rẹ́ẹ', ['ọ̀rẹ́'], 'yo').result).toBe('wrong');
    expect(grade('Ọ̀rẹ́ mi', ['Ọ̀rẹ́ mi'], 'yo').result).toBe('correct');
  });

  it('a "typo" that spells another word of the course is wrong', () => {
    expect(grade('mama', ['mamba'], 'sw', ['mama', 'mamba']).result).toBe('wrong');
    expect(grade('mamna', ['mamba'], 'sw', ['mama', 'mamba']).result).toBe('typo');
  });

  it('two typos, or a different word count, are wrong and carry the closest accepted answer', () => {
    expect(grade('habri za asubui', ['Habari za asubuhi'], 'sw')).toEqual({
      result: 'wrong',
      expected: 'Habari za asubuhi',
    });
    expect(grade('goodbe', ['Hello', 'Goodbye'], 'en')).toEqual({ result: 'typo', expected: 'Goodbye' });
    expect(grade('', ['Hello'], 'en')).toEqual({ result: 'wrong', expected: 'Hello' });
  });
});

type Case = [typed: string, accepted: string[], verdict: TextVerdict['result']];

/** One table per course language: what learners type, and what the grader makes of it. */
const tables: { code: string; cases: Case[] }[] = [
  {
    code: 'sw',
    cases: [
      ['Habari za asubuhi', ['Habari za asubuhi'], 'correct'],
      ['Ng’ombe', ["ng'ombe"], 'correct'],
      ['ngombe', ["ng'ombe"], 'typo'],
      ['Asante sana.', ['Asante sana', 'Asante'], 'correct'],
      ['Kwa heri', ['Kwaheri', 'Kwa heri'], 'correct'],
      ['Jumanne', ['Jumatatu'], 'wrong'],
    ],
  },
  {
    code: 'yo',
    cases: [
      ['Ẹ káàárọ̀', ['Ẹ káàárọ̀'], 'correct'],
      ['Ẹ kaaaro', ['Ẹ káàárọ̀'], 'typo'],
      ['Ẹ káàárọ', ['Ẹ káàárọ̀'], 'tone'],
      ['ọkọ', ['ọkọ̀'], 'tone'],
      // Without dots below it is the typo rule (shown, no heart lost), not the tone note.
      ['oko', ['ọkọ̀'], 'typo'],
      ['ọkà', ['ọkọ̀'], 'wrong'],
      ['Ọjọ́rú', ['Ọjọ́rú'], 'correct'],
    ],
  },
  {
    code: 'ig',
    cases: [
      ['Ụtụtụ ọma', ['Ụtụtụ ọma'], 'correct'],
      ['Ututu oma', ['Ụtụtụ ọma'], 'typo'],
      ['Ị̀ mezịela', ['Ị mezịela'], 'tone'],
      ['Daalụ', ['Daalụ'], 'correct'],
      ['Ka ọ dị', ['Ka ọ dị'], 'correct'],
    ],
  },
  {
    code: 'ha',
    cases: [
      ['Sannu da zuwa', ['Sannu da zuwa'], 'correct'],
      ['kasuwa', ['kasuwa'], 'correct'],
      ['dan uwa', ['ɗan uwa'], 'typo'],
      ["'ya'ya", ['ƴaƴa'], 'typo'],
      ['Jummaʼa', ["Jumma'a"], 'correct'],
      ['Laraba', ['Litinin'], 'wrong'],
    ],
  },
  {
    code: 'zu',
    cases: [
      ['Sawubona', ['Sawubona'], 'correct'],
      ['Sawubona!', ['Sawubona'], 'correct'],
      ['Ngiyabonga kakhulu', ['Ngiyabonga kakhulu'], 'correct'],
      ['Ngiyabonga kakulu', ['Ngiyabonga kakhulu'], 'typo'],
      ['Yebo', ['Cha'], 'wrong'],
    ],
  },
  {
    code: 'am',
    cases: [
      ['ሰላም', ['ሰላም'], 'correct'],
      ['ሰላም።', ['ሰላም'], 'correct'],
      ['እንዴት ነህ፧', ['እንዴት ነህ'], 'correct'],
      ['ሠላም', ['ሰላም'], 'typo'],
      ['ዐመሰግናለሁ', ['አመሰግናለሁ'], 'typo'],
      ['ቻው', ['ሰላም'], 'wrong'],
    ],
  },
  {
    code: 'af',
    cases: [
      ['Goeie môre', ['Goeie môre'], 'correct'],
      ['Goeie more', ['Goeie môre'], 'typo'],
      ["Dit is 'n hond", ["Dit is 'n hond"], 'correct'],
      ['Dit is ’n hond.', ["Dit is 'n hond"], 'correct'],
      ['Baie dankie', ['Baie dankie', 'Dankie'], 'correct'],
      ['Totsiens', ['Goeie môre'], 'wrong'],
    ],
  },
  {
    code: 'so',
    cases: [
      ['Subax wanaagsan', ['Subax wanaagsan'], 'correct'],
      ['Mahadsanid', ['Mahadsanid'], 'correct'],
      ['Mahadsnid', ['Mahadsanid'], 'typo'],
      ['Haa', ['Maya'], 'wrong'],
      ['Waan ku faraxsanahay', ['Waan ku faraxsanahay'], 'correct'],
    ],
  },
];

describe.each(tables)('grading $code', ({ code, cases }) => {
  it.each(cases)('%s against %j → %s', (typed, accepted, verdict) => {
    expect(gradeText(typed, accepted, { locale: code }).result).toBe(verdict);
  });
});
