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

  it('grades against a list changed in place, as an editor previewing an exercise changes it', () => {
    const accepted = ['habari'];
    expect(gradeText('habari', accepted, { locale: 'sw' }).result).toBe('correct');
    accepted[0] = 'jambo';
    expect(gradeText('habari', accepted, { locale: 'sw' }).result).toBe('wrong');
    accepted.push('habari');
    expect(gradeText('habari', accepted, { locale: 'sw' })).toEqual({ result: 'correct', expected: 'habari' });
    // The same list in another locale is worked out for that locale.
    expect(gradeText('habari', accepted, { locale: 'en' }).result).toBe('correct');
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

/** The linguist's review of the grader (issue 12, item 3): fairer to the learner both ways. */
describe('fairer both ways', () => {
  const en = (typed: string, accepted: string[], isEnglishWord?: (word: string) => boolean) =>
    gradeText(typed, accepted, { locale: 'en', ...(isEnglishWord ? { isEnglishWord } : {}) }).result;

  it.each([
    ["I'm a teacher", ['I am a teacher']],
    ['I am a teacher', ["I'm a teacher"]],
    ['Im a teacher', ["I'm a teacher"]],
    ['Im a teacher', ['I am a teacher']],
    ['I’m fine', ['I am fine']],
    ['I do not understand', ["I don't understand"]],
    ['I dont understand', ['I do not understand']],
    ["It's Monday", ['It is Monday']],
    ['You are welcome', ["You're welcome"]],
    ["We're friends", ['We are friends']],
    ['They are here', ["They're here"]],
    ["She isn't here", ['She is not here']],
    ['You are not late', ["You aren't late"]],
    ['I cannot swim', ["I can't swim"]],
    ['I can not swim', ["I can't swim"]],
    ['I will not go', ["I won't go"]],
    ['What is your name?', ["What's your name?"]],
    ["That's good", ['That is good']],
    ['There is water', ["There's water"]],
    ['Let us go', ["Let's go"]],
    ['I will come', ["I'll come"]],
    ['I have eaten', ["I've eaten"]],
    ["He's my brother", ['He is my brother']],
    ['She is my sister', ["She's my sister"]],
  ])('contractions: %s = %j', (typed, accepted) => {
    expect(en(typed, accepted)).toBe('correct');
  });

  it('keeps apart words that only look like contractions without the apostrophe', () => {
    // "its", "were", "ill", "wont" and "lets" are words of their own: not the long form…
    expect(en('its a book', ['it is a book'])).toBe('wrong');
    expect(en('ill go', ['I will go'])).toBe('wrong');
    expect(en('I am here', ['I was here'])).toBe('wrong');
    // …but a dropped apostrophe against the contraction itself is a slip of the keyboard.
    const withWords = (word: string) => ['its', 'ill', 'were', 'lets', 'wont'].includes(word);
    expect(en('its a book', ["it's a book"], withWords)).toBe('typo');
    expect(en('ill go', ["I'll go"], withWords)).toBe('typo');
    expect(en('were late', ["we're late"], withWords)).toBe('typo');
    expect(gradeText('Dit is n hond', ["Dit is 'n hond"], { locale: 'af' }).result).toBe('typo');
  });

  it.each([
    ['21', ['twenty-one']],
    ['twenty one', ['21']],
    ['twenty-one', ['twenty one']],
    ['Twenty-one', ['21']],
    ['0', ['zero']],
    ['seven', ['7']],
    ['13', ['thirteen']],
    ['ninety-nine', ['99']],
    ['100', ['one hundred']],
    ['a hundred', ['100']],
    ['one hundred and five', ['105']],
    ['I have 3 children', ['I have three children']],
    ['forty', ['40']],
    ['10000 shillings', ['10,000 shillings']],
    ['10 000 shillings', ['10,000 shillings']],
    ['ten thousand shillings', ['10,000 shillings']],
    ['10 thousand shillings', ['ten thousand shillings']],
    ['a thousand naira', ['1,000 naira']],
    ['two thousand five hundred naira', ['2500 naira']],
    ['one thousand and fifty', ['1,050']],
    ['1,250,000', ['1250000']],
  ])('numbers: %s = %j', (typed, accepted) => {
    expect(en(typed, accepted)).toBe('correct');
  });

  it('numbers: a different number is wrong, and a misspelt number word is a typo', () => {
    expect(en('8', ['eighty'])).toBe('wrong');
    expect(en('eight', ['80'])).toBe('wrong');
    expect(en('twenty two', ['21'])).toBe('wrong');
    expect(en('eigth', ['eight'])).toBe('typo');
    expect(en('a', ['1'])).toBe('wrong');
    expect(en('10,000 shillings', ['1,000 shillings'])).toBe('wrong');
    expect(en('two thousand', ['2,500'])).toBe('wrong');
  });

  const dictionary = new Set(['here', 'there', 'your', 'our', 'eight', 'eighty', 'want', 'went', 'come', 'came']);
  const isEnglishWord = (word: string) => dictionary.has(word) || ['drink', 'drank', 'i', 'to', 'home'].includes(word);

  it.each([
    ['there', ['here']],
    ['I am there', ['I am here']],
    ['our name', ['your name']],
    ['eighty', ['eight']],
    ['I went to go', ['I want to go']],
    ['I come home', ['I came home']],
    ['I drank water', ['I drink water']],
  ])('a "typo" that spells another English word is wrong: %s for %j', (typed, accepted) => {
    expect(en(typed, accepted, isEnglishWord)).toBe('wrong');
    // Without the word list (the browser preview) it stays the plain typo rule.
    expect(en(typed, accepted)).not.toBe('correct');
  });

  it('a real typo in English is still a typo with the word list', () => {
    expect(en('goodbe', ['Goodbye'], isEnglishWord)).toBe('typo');
    expect(en('I am heer', ['I am here'], isEnglishWord)).toBe('typo');
  });

  it('Yoruba: a tone slip onto another taught word is wrong; otherwise a tone note', () => {
    const taught = ['ìyá', 'rẹ', 'rẹ̀', 'ọkọ', 'ọkọ̀', 'mi'].map((word) => word.normalize('NFC'));
    const yo = (typed: string, accepted: string) =>
      gradeText(typed, [accepted], { locale: 'yo', courseWords: new Set(taught) }).result;
    expect(yo('ìyá rẹ', 'ìyá rẹ̀')).toBe('wrong');
    expect(yo('ìyá rẹ̀', 'ìyá rẹ')).toBe('wrong');
    expect(yo('ọkọ', 'ọkọ̀')).toBe('wrong');
    expect(yo('iya mi', 'ìyá mi')).toBe('tone');
    expect(yo('Ìyá rẹ̀', 'ìyá rẹ̀')).toBe('correct');
  });

  it('Yoruba: plain ASCII is a tone note or a typo at best, never silently right', () => {
    // An ASCII alternative next to the marked spelling stands for it: the learner sees the marks.
    expect(gradeText('E kaaro', ['Ẹ káàrọ̀', 'E kaaro'], { locale: 'yo' }).result).toBe('typo');
    expect(gradeText('ẹ kaarọ', ['Ẹ káàrọ̀', 'E kaaro'], { locale: 'yo' })).toEqual({
      result: 'tone',
      expected: 'Ẹ káàrọ̀',
    });
    expect(gradeText('Ẹ káàrọ̀', ['Ẹ káàrọ̀', 'E kaaro'], { locale: 'yo' }).result).toBe('correct');
  });

  it.each([
    ['ሰአት', ['ሰዓት'], 'typo'],
    ['ውሀ', ['ውሃ'], 'typo'],
    ['ጧት', ['ጠዋት'], 'typo'],
    ['ሃሙስ', ['ሐሙስ'], 'typo'],
    ['ኀሙስ', ['ሐሙስ'], 'typo'],
    ['ኣመሰግናለሁ', ['አመሰግናለሁ'], 'typo'],
    ['ዓመት', ['አመት'], 'typo'],
    ['ፀሐይ', ['ጸሀይ'], 'typo'],
    ['ሡቅ', ['ሱቅ'], 'typo'],
    // One vowel order off in a two-syllable word: ቡና (buna) typed ቡኖ (buno).
    ['ቡኖ', ['ቡና'], 'typo'],
    ['ሰላሞ', ['ሰላም'], 'typo'],
    // A different consonant and vowel at once is two edits.
    ['ቡሎ', ['ቡና'], 'wrong'],
    // ሰ and ሳ differ in vowel (sä, sa): only after h and the glottal stop are they the same.
    ['ሳ', ['ሰ'], 'wrong'],
    ['ቻው', ['ሰላም'], 'wrong'],
  ] as Case[])('Amharic: %s for %j → %s', (typed, accepted, verdict) => {
    expect(gradeText(typed, accepted, { locale: 'am' }).result).toBe(verdict);
  });

  it('ʻ and ′ are apostrophes', () => {
    expect(normalizeAnswer('Jummaʻa', 'ha')).toBe("jumma'a");
    expect(normalizeAnswer('ng′ombe', 'sw')).toBe("ng'ombe");
    expect(gradeText('ngʻombe', ["ng'ombe"], { locale: 'sw' }).result).toBe('correct');
  });

  it('Yoruba: ɔ and ɛ are ọ and ẹ', () => {
    expect(gradeText('ɛ kú alɛ́', ['Ẹ kú alẹ́'], { locale: 'yo' }).result).toBe('correct');
    expect(gradeText('ɔkɔ̀', ['ọkọ̀'], { locale: 'yo' }).result).toBe('correct');
    expect(gradeText('Ɔjɔ́rú', ['Ọjọ́rú'], { locale: 'yo' }).result).toBe('correct');
  });

  it('a hyphen inside a word is optional: Igbo naaga = na-aga', () => {
    expect(gradeText('Ọ naaga', ['Ọ na-aga'], { locale: 'ig' }).result).toBe('correct');
    expect(gradeText('Ọ na-aga', ['Ọ naaga'], { locale: 'ig' }).result).toBe('correct');
    expect(gradeText('Ọ na aga', ['Ọ na-aga'], { locale: 'ig' }).result).toBe('correct');
  });

  it('Afrikaans è é ê ë are letters: a missing one is a typo, never the tone note', () => {
    expect(gradeText('ne', ['nè'], { locale: 'af' }).result).toBe('typo');
    expect(gradeText('Ek is reg, ne', ['Ek is reg, nè'], { locale: 'af' }).result).toBe('typo');
    expect(gradeText('idee', ['idée'], { locale: 'af' }).result).toBe('typo');
    expect(gradeText('se', ['sê'], { locale: 'af' }).result).toBe('typo');
    expect(gradeText('twee', ['twee'], { locale: 'af' }).result).toBe('correct');
  });
});
