import type { Exercise } from '@roots/shared/contracts/learning';
import { describe, expect, it } from 'vitest';
import { isReadingDrill } from './reading-drill.ts';

const base = { id: 'e', position: 1, audio_url: null } as const;
const items = (...texts: string[]) => texts.map((text, i) => ({ id: String(i), text }));

describe('isReadingDrill', () => {
  it('finds exercises whose answer is a romanisation', () => {
    const drills: Exercise[] = [
      { ...base, type: 'select', prompt: 'What does “ሰ” say?', options: items('se', 'sa', 'so', 'su') },
      { ...base, type: 'select', prompt: 'Which one says “sa”?', options: items('ሳ', 'ሰ', 'ሱ', 'ሲ') },
      { ...base, type: 'select', prompt: 'How do you read “ሰላም”?', options: items('selam', 'salam') },
      { ...base, type: 'match_pairs', prompt: 'Match', left: items('ሌ', 'ሉ'), right: items('lu', 'lei') },
    ];
    for (const exercise of drills) expect(isReadingDrill(exercise), exercise.prompt).toBe(true);
  });

  it('leaves exercises about meaning alone', () => {
    const others: Exercise[] = [
      { ...base, type: 'select', prompt: 'Which one means “hello”?', options: items('ሰላም', 'ቻው', 'ደህና ሁን') },
      { ...base, type: 'select', prompt: 'What does “ደህና ሁን” mean?', options: items('goodbye', 'hello') },
      { ...base, type: 'match_pairs', prompt: 'Match', left: items('ሰላም', 'ቻው'), right: items('hello', 'bye') },
      { ...base, type: 'translate', prompt: 'Write this in English', source: 'ሰላም', into: 'english' },
      { ...base, type: 'select', prompt: 'Which one means “hello”?', options: items('jambo', 'kwaheri') },
    ];
    for (const exercise of others) expect(isReadingDrill(exercise), exercise.prompt).toBe(false);
  });
});
