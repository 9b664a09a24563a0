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
    // As Roots shows them now (issue 39): ee for the 3rd order, ei for the 5th, doubled sound-alikes.
    ["t'eina yist'iliny", 'ጤና ይስጥልኝ'],
    ["eetyop'ya", 'ኢትዮጵያ'],
    ['hhekeem', 'ሐኪም'],
    ['hakim', 'ሐኪም'],
    ['hemus', 'ሀሙስ'],
    ['hamus', 'ሀሙስ'],
    ["se'aat", 'ሰዓት'],
    ['ssost', 'ሦስት'],
    ['sost', 'ሦስት'],
    ['daweet', 'ዳዊት'],
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

  it('past the romanisation units (no flag): romanised is counted right as a slip, with a note to try fidel', () => {
    expect(grade('selam', ['ሰላም'], false)).toEqual({ result: 'typo', expected: 'ሰላም', note: 'romanised' });
    expect(grade('buna', ['ቡና'], false)).toEqual({ result: 'typo', expected: 'ቡና', note: 'romanised' });
    expect(grade('chaw', ['ሰላም'], false).result).toBe('wrong');
    expect(gradeText('buna', ['ቡና'], { locale: 'am' }).note).toBe('romanised');
    // Only fidel is read as romanised: Latin accepted answers keep their own rules.
    expect(gradeText('oko', ['ọkọ̀'], { locale: 'yo', acceptRomanised: true }).result).toBe('typo');
    expect(gradeText('oko', ['ọkọ̀'], { locale: 'yo' }).note).toBeUndefined();
    expect(gradeText('Habari', ['Habari'], { locale: 'sw' })).toEqual({ result: 'correct', expected: 'Habari' });
  });

  it('still grades fidel as before, with the flag or without', () => {
    expect(grade('ሰላም', ['ሰላም']).result).toBe('correct');
    expect(grade('ሰላም', ['ሰላም'], false).result).toBe('correct');
    expect(grade('ሠላም', ['ሰላም']).result).toBe('typo');
  });
});
