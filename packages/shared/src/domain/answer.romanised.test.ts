import { describe, expect, it } from 'vitest';
import { gradeText } from './answer.ts';

/** The grader with an exercise's `accept_romanised` flag (its own file, beside answer.test.ts). */
describe('gradeText: romanised Amharic answers', () => {
  const grade = (answer: string, accepted: string[], acceptRomanised = true) =>
    gradeText(answer, accepted, { locale: 'am', courseWords: new Set(), acceptRomanised });

  it.each([
    ['selam', 'ሰላም'],
    ['Selam!', 'ሰላም'],
    ['dehna hun', 'ደህና ሁን'],
    ['Dehna  hun.', 'ደህና ሁን'],
    ['amesegnalehu', 'አመሰግናለሁ'],
    ['ameseginalehu', 'አመሰግናለሁ'], // the 6th-order vowel said or not
    ['Ameseggnallehu', 'አመሰግናለሁ'], // doubled letters (Amharic doubles without showing it)
    ["t'ena yist'iliny", 'ጤና ይስጥልኝ'],
    ['tena yistilign', 'ጤና ይስጥልኝ'], // no apostrophes, gn for ny
    ['tēna yisṭiliñ', 'ጤና ይስጥልኝ'], // marks do not count
    ["ityop'iya", 'ኢትዮጵያ'],
  ])('accepts “%s” for %s when the exercise says so', (typed, ethiopic) => {
    expect(grade(typed, [ethiopic])).toEqual({ result: 'correct', expected: ethiopic });
  });

  it('names the accepted answer that was meant', () => {
    expect(grade('ke ityopya negn', ['እኔ ከኢትዮጵያ ነኝ', 'ከኢትዮጵያ ነኝ']).result).toBe('wrong');
    expect(grade('keityopya neny', ['እኔ ከኢትዮጵያ ነኝ', 'ከኢትዮጵያ ነኝ'])).toEqual({
      result: 'correct',
      expected: 'ከኢትዮጵያ ነኝ',
    });
  });

  it('is wrong for another word, another vowel or a missing word', () => {
    expect(grade('chaw', ['ሰላም']).result).toBe('wrong');
    expect(grade('salam', ['ሰላም']).result).toBe('wrong');
    expect(grade('dehna', ['ደህና ሁን']).result).toBe('wrong');
    expect(grade('dehna huny', ['ደህና ሁን']).result).toBe('wrong');
  });

  it('accepts nothing romanised without the flag, and still grades fidel as before with it', () => {
    expect(grade('selam', ['ሰላም'], false).result).toBe('wrong');
    expect(grade('ሰላም', ['ሰላም']).result).toBe('correct');
    expect(grade('ሰላም', ['ሰላም'], false).result).toBe('correct');
    expect(grade('ሠላም', ['ሰላም']).result).toBe('typo');
  });
});
