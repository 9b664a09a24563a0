import { describe, expect, it } from 'vitest';
import { gradeText } from './answer.ts';

/** Issue 39, "a fairer grader": what other graders forgive and Roots did not. */
describe('a missing mark and one slip in the same answer', () => {
  const grade = (typed: string, accepted: string, locale: string, words: string[] = []) =>
    gradeText(typed, [accepted], { locale, courseWords: new Set(words.map((w) => w.normalize('NFC'))) });

  it.each([
    ['Ina da kudii', 'Ina da kuɗi', 'ha'],
    ['Ehihe oma', 'Ehihie ọma', 'ig'],
    ['Orukko mi ni Tunde', 'Orúkọ mi ni Tunde', 'yo'],
    ['Orúkko mi ni Tunde', 'Orúkọ mi ni Tunde', 'yo'],
    ['Ina son kuddi', 'Ina son kuɗi', 'ha'],
  ])('%s for %s (%s) is a typo: counted right, the spelling shown', (typed, accepted, locale) => {
    expect(grade(typed, accepted, locale)).toEqual({ result: 'typo', expected: accepted });
  });

  it('still refuses two slips, a short word, or a fold onto another word the course teaches', () => {
    expect(grade('Orukko mi ni Tundee', 'Orúkọ mi ni Tunde', 'yo').result).toBe('wrong');
    expect(grade('Ina da kudiii', 'Ina da kuɗi', 'ha').result).toBe('wrong');
    // ọkọ̀ has three letters: no typo tolerance, marks or not.
    expect(grade('okko', 'ọkọ̀', 'yo').result).toBe('wrong');
    // "kasuwa" folded is a taught word of its own: "kasuwa" for "ƙasuwa" would be that word.
    expect(grade('kasuw', 'ƙasuwa', 'ha', ['ƙasuwa']).result).toBe('typo');
    expect(grade('kasuwar', 'ƙasuwa', 'ha', ['ƙasuwa', 'kasuwar']).result).toBe('wrong');
  });
});

describe('abbreviations: a.m., p.m. and the like are punctuation, not words', () => {
  const en = (typed: string, accepted: string[]) => gradeText(typed, accepted, { locale: 'en' }).result;

  it.each([
    ['12 pm', '12 p.m.'],
    ['12 PM', '12 p.m.'],
    ['12pm', '12 p.m.'],
    ['12 p.m', '12 p.m.'],
    ['9 a.m.', '9 am'],
    ['nine am', '9 a.m.'],
    ['It is 8 A.M.', 'It is 8 am'],
    ['e.g. water', 'eg water'],
  ])('%s = %s', (typed, accepted) => {
    expect(en(typed, [accepted])).toBe('correct');
  });

  it('does not take a different word for an abbreviation', () => {
    expect(en('12 am', ['12 p.m.'])).toBe('wrong');
    expect(en('12 pm', ['12 a.m.'])).toBe('wrong');
    expect(en('I am', ['a.m.'])).toBe('wrong');
  });
});

describe('English worded otherwise: an article more or less, a compound in two words', () => {
  const en = (typed: string, accepted: string[]) => gradeText(typed, accepted, { locale: 'en' });

  it.each([
    ['Good bye', 'Goodbye'],
    ['Thankyou', 'Thank you'],
    ['I eat the rice', 'I eat rice'],
    ['I eat rice', 'I eat the rice'],
    ['She is teacher', 'She is a teacher'],
    ['Where is the hospital?', 'Where is a hospital?'],
    ['I want an orange', 'I want the orange'],
    ['The water is cold', 'Water is cold'],
  ])('%s for %s is right, with a note', (typed, accepted) => {
    expect(en(typed, [accepted])).toEqual({ result: 'correct', expected: accepted, note: 'english-wording' });
  });

  it('is only for English, and only for articles and spaces', () => {
    expect(en('I eat bread', ['I eat the rice']).result).toBe('wrong');
    expect(en('I eat this rice', ['I eat the rice']).result).toBe('wrong');
    expect(en('the', ['a']).result).toBe('wrong');
    expect(en('a way', ['away']).result).toBe('wrong');
    expect(gradeText('Kwa heri yako', ['Kwaheri'], { locale: 'sw' }).result).toBe('wrong');
    // Exactly right stays right without a note.
    expect(en('Goodbye', ['Goodbye'])).toEqual({ result: 'correct', expected: 'Goodbye' });
  });
});

describe('Amharic: the spoken -ለው for the written -ለሁ', () => {
  const am = (typed: string, accepted: string[], words: string[] = []) =>
    gradeText(typed, accepted, { locale: 'am', courseWords: new Set(words) });

  it.each([
    ['እበላለው', 'እበላለሁ'],
    ['አመሰግናለው', 'አመሰግናለሁ'],
    ['ቡና እጠጣለው', 'ቡና እጠጣለሁ'],
    ['እሄዳለው።', 'እሄዳለሁ'],
  ])('%s for %s is right, with a note', (typed, accepted) => {
    expect(am(typed, [accepted])).toEqual({ result: 'correct', expected: accepted, note: 'spoken-ending' });
  });

  it('keeps the written ending right without a note, and another word wrong', () => {
    expect(am('እበላለሁ', ['እበላለሁ'])).toEqual({ result: 'correct', expected: 'እበላለሁ' });
    // አለው (he has) is a word of its own, not a spelling of አለሁ (I am here).
    expect(am('አለው', ['አለሁ']).result).toBe('wrong');
    expect(am('እበላለው', ['እጠጣለሁ']).result).toBe('wrong');
    expect(am('እበላለው', ['እበላለሁ'], ['እበላለው']).result).toBe('wrong');
  });
});
