import { describe, expect, it } from 'vitest';
import { answerNote } from './answer.notes.ts';

describe('answerNote', () => {
  it('words each note the learner reads', () => {
    expect(answerNote('correct', 'Goodbye')).toBeNull();
    expect(answerNote('wrong', 'Goodbye')).toBeNull();
    expect(answerNote('tone', 'ọkọ̀')).toBe('Watch your tone marks.');
    expect(answerNote('typo', 'Goodbye')).toBe('Almost! Watch the spelling.');
    expect(answerNote('correct', 'Goodbye', 'english-wording')).toBe('Right — in English we’d say “Goodbye”.');
    expect(answerNote('typo', 'ቡና', 'romanised')).toBe('Right in Latin letters — next time, try typing it in fidel.');
    expect(answerNote('correct', 'እበላለሁ', 'spoken-ending')).toBe('Right — that’s how it’s said; it’s written “እበላለሁ”.');
  });
});
