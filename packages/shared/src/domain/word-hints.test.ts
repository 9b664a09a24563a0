import { describe, expect, it } from 'vitest';
import { buildLexicon, findHints, quotedRanges, withoutAnswers } from './word-hints.ts';

/** The hinted parts of a text with their first meaning, as [text, meaning] pairs. */
function hinted(text: string, words: [string, string][], locale: string, from?: number, to?: number) {
  return findHints(text, buildLexicon(words, locale), from, to).map((hint) => [
    text.slice(hint.start, hint.end),
    hint.meanings.join(' | '),
  ]);
}

describe('findHints', () => {
  const sw: [string, string][] = [
    ['habari', 'how are you?'],
    ['za', 'of'],
    ['asubuhi', 'morning'],
    ['habari za asubuhi', 'good morning'],
    ['asante', 'thank you'],
    ['asante sana', 'thank you very much'],
    ['sana', 'very'],
  ];

  it('takes a phrase of the course as one hint, the longest first', () => {
    expect(hinted('Habari za asubuhi, mama!', sw, 'sw')).toEqual([['Habari za asubuhi', 'good morning']]);
    expect(hinted('Asante sana.', sw, 'sw')).toEqual([['Asante sana', 'thank you very much']]);
    // Where the phrase is not whole, its words are hinted one by one.
    expect(hinted('Habari za jioni', sw, 'sw')).toEqual([
      ['Habari', 'how are you?'],
      ['za', 'of'],
    ]);
  });

  it('ignores case and punctuation, and keeps the offsets of the text as written', () => {
    expect(hinted('¡ASANTE!', sw, 'sw')).toEqual([['ASANTE', 'thank you']]);
    expect(hinted('Habari? — Asante.', sw, 'sw')).toEqual([
      ['Habari', 'how are you?'],
      ['Asante', 'thank you'],
    ]);
    // A comma inside a phrase is punctuation like any other.
    expect(hinted('Habari, za asubuhi', sw, 'sw')).toEqual([['Habari, za asubuhi', 'good morning']]);
  });

  it('never runs a phrase across the end of a sentence, a dash or a blank', () => {
    expect(hinted('Asante. Sana!', sw, 'sw')).toEqual([
      ['Asante', 'thank you'],
      ['Sana', 'very'],
    ]);
    expect(hinted('Asante ___ sana', sw, 'sw')).toEqual([
      ['Asante', 'thank you'],
      ['sana', 'very'],
    ]);
    expect(hinted('Asante — sana', sw, 'sw').length).toBe(2);
  });

  it('tone marks and dots below are part of the word: rẹ and rẹ̀ are different words', () => {
    const yo: [string, string][] = [
      ['ìyá', 'mother'],
      ['ìyá rẹ̀', 'his or her mother'],
      ['ìyá rẹ', 'your mother'],
      ['ọjà', 'market'],
    ];
    expect(hinted('Ìyá rẹ̀ ń lọ', yo, 'yo')).toEqual([['Ìyá rẹ̀', 'his or her mother']]);
    expect(hinted('Ìyá rẹ ń lọ', yo, 'yo')).toEqual([['Ìyá rẹ', 'your mother']]);
    // Without its marks a word is not guessed at.
    expect(hinted('oja', yo, 'yo')).toEqual([]);
    expect(hinted('Ọja', yo, 'yo')).toEqual([]);
  });

  it('matches decomposed text against composed words, and counts offsets in the text given', () => {
    const text = 'O\u0323ja\u0300 ni'; // ọjà, decomposed
    const hints = findHints(text, buildLexicon([['ọjà', 'market']], 'yo'));
    expect(hints).toEqual([{ start: 0, end: 5, meanings: ['market'] }]);
  });

  it('keeps apostrophes that belong to a word and drops quote marks around one', () => {
    const af: [string, string][] = [
      ["'n", 'a'],
      ['boek', 'book'],
    ];
    expect(hinted('Dit is ’n boek', af, 'af')).toEqual([
      ['’n', 'a'],
      ['boek', 'book'],
    ]);
    expect(hinted('‘boek’', af, 'af')).toEqual([['boek', 'book']]);
    const ha: [string, string][] = [["'ya'ya", 'children']];
    expect(hinted('ʼyaʼya nawa?', ha, 'ha')).toEqual([['ʼyaʼya', 'children']]);
  });

  it('reads a hyphen as the grader does: between two words of a phrase', () => {
    expect(hinted('Ọ na-aga ahịa', [['na-aga', 'is going']], 'ig')).toEqual([['na-aga', 'is going']]);
  });

  it('reads Ethiopic words between Ethiopic punctuation', () => {
    const am: [string, string][] = [
      ['ሰላም', 'hello / peace'],
      ['እንዴት ነህ', 'how are you? (to a man)'],
    ];
    expect(hinted('ሰላም። እንዴት ነህ፧', am, 'am')).toEqual([
      ['ሰላም', 'hello / peace'],
      ['እንዴት ነህ', 'how are you? (to a man)'],
    ]);
  });

  it('keeps every meaning of a word taught twice, first taught first, and none that repeats the word', () => {
    const lexicon = buildLexicon(
      [
        ['habari', 'how are you?'],
        ['Habari', 'news'],
        ['habari', 'news'],
        ['Afrikaans', 'Afrikaans'],
      ],
      'sw',
    );
    expect(lexicon.entries.get('habari')).toEqual(['how are you?', 'news']);
    expect(lexicon.entries.has('afrikaans')).toBe(false);
  });

  it('reads only the part of the text it is given', () => {
    const text = 'What does “asante” mean?';
    const [range] = quotedRanges(text);
    expect(hinted(text, [...sw, ['mean', 'not a Swahili word']], 'sw', range?.start, range?.end)).toEqual([
      ['asante', 'thank you'],
    ]);
  });
});

describe('quotedRanges', () => {
  it('finds the quoted parts of a prompt, without the quote marks', () => {
    const text = 'Someone greets you with “Habari?”. Reply with «Nzuri» or "Salama".';
    expect(quotedRanges(text).map(({ start, end }) => text.slice(start, end))).toEqual(['Habari?', 'Nzuri', 'Salama']);
    expect(quotedRanges('Write this in Swahili')).toEqual([]);
    expect(quotedRanges('An open “quote')).toEqual([]);
  });
});

describe('withoutAnswers', () => {
  const hint = (...meanings: string[]) => ({ start: 0, end: 1, meanings });

  it('drops a meaning that is an answer on its own, in any of its readings', () => {
    expect(withoutAnswers([hint('goodbye')], ['Goodbye', 'Bye'])).toEqual([]);
    expect(withoutAnswers([hint('good / fine')], ['Fine'])).toEqual([]);
    expect(withoutAnswers([hint('how are you? (literally “news”)')], ['How are you?'])).toEqual([]);
    expect(withoutAnswers([hint('how are you?', 'news')], ['How are you?'])).toEqual([hint('news')]);
  });

  it('keeps the meanings of the words of a longer answer: a hint helps to read it', () => {
    expect(withoutAnswers([hint('thank you')], ['Fine thank you'])).toEqual([hint('thank you')]);
  });
});

describe('withoutAnswers: a hint never gives the answer away (issue 39)', () => {
  const hint = (start: number, end: number, ...meanings: string[]) => ({ start, end, meanings });

  it('reads a meaning’s note too: “selam (hello)” keeps only its reading where hello is the answer', () => {
    expect(withoutAnswers([hint(0, 3, 'selam (hello)')], ['Hello', 'Hi'])).toEqual([hint(0, 3, 'selam')]);
    expect(withoutAnswers([hint(0, 3, 'selam (hello)')], ['Coffee'])).toEqual([hint(0, 3, 'selam (hello)')]);
  });

  it('answered in English: a meaning that is part of an answer is withheld, not only a whole one', () => {
    const shield = { inEnglish: true };
    expect(withoutAnswers([hint(0, 1, 'thank you')], ['Fine thank you'], shield)).toEqual([]);
    expect(withoutAnswers([hint(0, 1, 'to eat')], ['I eat rice'], shield)).toEqual([]);
    expect(withoutAnswers([hint(0, 1, 'two')], ['I have 2 children'], shield)).toEqual([]);
    expect(withoutAnswers([hint(0, 1, 'goodbye (to a man)')], ['Goodbye'], shield)).toEqual([]);
    // A meaning the answers do not hold still helps.
    expect(withoutAnswers([hint(0, 1, 'water')], ['I eat rice'], shield)).toEqual([hint(0, 1, 'water')]);
    expect(withoutAnswers([hint(0, 1, 'rice', 'food')], ['I eat rice'], shield)).toEqual([hint(0, 1, 'food')]);
  });

  it('shows how an Ethiopic word is read where all its meanings are withheld', () => {
    const text = 'ቡና እና ሻይ';
    const hints = [hint(0, 2, 'coffee'), hint(3, 5, 'and'), hint(6, 8, 'tea')];
    expect(withoutAnswers(hints, ['Coffee and tea'], { inEnglish: true, text })).toEqual([
      hint(0, 2, 'buna'),
      hint(3, 5, 'ina'),
      hint(6, 8, 'shay'),
    ]);
    expect(withoutAnswers([hint(0, 8, 'hello (formal)')], ['Hello'], { inEnglish: true, text: 'ጤና ይስጥልኝ' })).toEqual([
      hint(0, 8, "t'eina yist'iliny"),
    ]);
    // A word in Latin letters has no other reading: its hint goes.
    expect(withoutAnswers([hint(0, 7, 'goodbye')], ['Goodbye'], { inEnglish: true, text: 'Kwaheri' })).toEqual([]);
  });
});
