import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CourseUnit, Exercise, Lesson } from '@roots/shared/contracts/learning';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories.ts';
import { tempDir } from '../../test/after-file.ts';
import { createTestApp } from '../../test/helper.ts';

/**
 * Issue 39: a word hint must never give the answer. An Amharic course whose reading unit writes a
 * word's meaning as "selam (hello)", and exercises answered in English whose words' meanings are
 * the answer or part of it.
 */
const content = tempDir('hint-answers');
mkdirSync(join(content, 'courses', 'am', 'units'), { recursive: true });
writeFileSync(
  join(content, 'courses', 'am', 'course.yaml'),
  `code: am
name: Amharic
native_name: አማርኛ
greeting: 'እንኳን ደህና መጡ!'
description: A small test course.
special_characters: []
facts:
  - key: coffee
    category: food
    title: Coffee
    body: Ethiopia gave the world coffee.
`,
);
writeFileSync(
  join(content, 'courses', 'am', 'units', '01-first.yaml'),
  `key: first
title: First words
description: Hello and coffee.
lessons:
  - key: hello
    title: Hello
    words:
      - [ሰላም, selam (hello)]
      - [ቡና, coffee]
      - [እና, and]
      - [ሻይ, tea]
      - [ውሃ, water]
    exercises:
      - type: translate
        prompt: Write this in English
        into: english
        source: ሰላም
        answers: [Hello, Hi]
      - type: translate
        prompt: Write this in English
        into: english
        source: ቡና እና ሻይ
        answers: [Coffee and tea, Tea and coffee]
      - type: word_bank
        prompt: Build this in English
        into: english
        source: ውሃ እና ቡና
        tiles: [Water, and, coffee, tea]
        answers: [Water and coffee]
      - type: select
        prompt: What does “ቡና” mean?
        options: [coffee, tea, water, hello]
        answer: coffee
      - type: fill_blank
        prompt: Fill in the blank
        sentence: ቡና እና ___
        translation: Coffee and tea
        choice:
          options: [ሻይ, ሰላም, ውሃ, እና]
          answer: ሻይ
`,
);

describe('word hints in exercises answered in English', async () => {
  const { app } = await createTestApp({ importContent: true, contentDir: content });
  const { headers } = await signUp(app);
  const get = async <T>(url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.body}`);
    return response.json<{ data: T }>().data;
  };
  const [amharic] = await get<{ id: string }[]>('/api/language');
  const [unit] = await get<CourseUnit[]>(`/api/unit/${amharic?.id ?? ''}`);
  const lesson = await get<Lesson>(`/api/lesson/${unit?.lessons[0]?.id ?? ''}`);
  const [hello, coffeeAndTea, wordBank, select, fill] = lesson.exercises;
  const shown = (exercise: Exercise | undefined, field: 'prompt' | 'source' | 'sentence') =>
    (exercise?.hints?.[field] ?? []).map((hint) => hint.meanings);

  it('shows ሰላም’s reading, not its meaning, where hello is the answer', () => {
    expect(hello?.source).toBe('ሰላም');
    expect(shown(hello, 'source')).toEqual([['selam']]);
    expect(JSON.stringify(hello)).not.toMatch(/hello/iu);
  });

  it('shows only how a word is read where its meaning is part of the answer', () => {
    expect(shown(coffeeAndTea, 'source')).toEqual([['buna'], ['ina'], ['shay']]);
    expect(shown(wordBank, 'source')).toEqual([['wiha'], ['ina'], ['buna']]);
    expect(shown(select, 'prompt')).toEqual([['buna']]);
    for (const exercise of [coffeeAndTea, wordBank, select]) {
      expect(JSON.stringify(exercise?.hints)).not.toMatch(/coffee|tea|water|\band\b/iu);
    }
  });

  it('keeps meanings where the answer is in Amharic', () => {
    // "ቡና እና ___", answered with ሻይ: the meanings help to read the sentence and answer nothing.
    expect(shown(fill, 'sentence')).toEqual([['coffee'], ['and']]);
  });
});
