import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../paths.ts';
import { gradeExercise } from '../attempt/attempt.grader.ts';
import { answerLeaks, checkCourse, checkExercise, cldrNames, courseVocabulary } from './content.check.ts';
import { untaughtProblems } from './content.taught.ts';
import { type ExerciseSource, listCourseFolders, readCourse } from './content.format.ts';
import { compileExercise } from './content.import.ts';
import { verifyCourses } from './content.verify.ts';

/** `npm run content:check` as part of `npm test`: every shipped course passes every check. */
describe('shipped courses', async () => {
  const reports = await verifyCourses(contentDir);

  it('ships the eight languages of content.md', () => {
    expect(reports.map((report) => report.code).sort()).toEqual(['af', 'am', 'ha', 'ig', 'so', 'sw', 'yo', 'zu']);
  });

  it.each(reports.map((report) => [report.code, report] as const))(
    '%s passes schema, coverage, CLDR and spelling',
    (_, report) => {
      expect(report.problems).toEqual([]);
    },
  );
});

describe('the content checks themselves', () => {
  const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses', 'sw');

  it('reads CLDR names from Node’s ICU', () => {
    expect(cldrNames('sw').get('monday')).toBe('jumatatu');
    expect(cldrNames('ha').get('friday')).toBe('jummaʼa');
    expect(cldrNames('am').get('language')).toBe('አማርኛ');
  });

  it('reports thin courses, missing types, unused words and wrong day names', async () => {
    const source = await readCourse(fixtures);
    const [first] = source.units;
    if (!first) throw new Error('fixture has no unit');
    const lesson = first.unit.lessons[0];
    if (!lesson) throw new Error('fixture has no lesson');
    lesson.words.push(['Jumanne', 'Monday'], ['kiti', 'chair']);
    const problems = checkCourse(source);
    expect(problems).toEqual(
      expect.arrayContaining([
        'sw: 1 units, at least 6 needed',
        'sw: 2 facts, at least 15 needed',
        'sw/units/01-greetings.yaml › goodbye: 2 exercises, at least 10 needed',
        expect.stringContaining('"kiti" is taught but no exercise uses it') as string,
        expect.stringContaining('"Jumanne" for monday; CLDR spells it "jumatatu"') as string,
      ]),
    );
  });
});

describe('meet a word before being tested on it', () => {
  const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses', 'sw');
  const where = 'sw/units/01-greetings.yaml › hello';

  it('fails an exercise that asks the learner to write a word no lesson has taught', async () => {
    const source = await readCourse(fixtures);
    expect(untaughtProblems(source)).toEqual([
      `${where} › exercise 2: asks for "habari", "za", "asubuhi", which no lesson has taught yet (add it to a lesson's words, or to untaught in allow-list.yaml if it is a name)`,
      `${where} › exercise 3: asks for "sana", which no lesson has taught yet (add it to a lesson's words, or to untaught in allow-list.yaml if it is a name)`,
    ]);
    expect(checkCourse(source)).toEqual(expect.arrayContaining(untaughtProblems(source)));
  });

  it('counts a word as taught from its own lesson on, never from a later one', async () => {
    const source = await readCourse(fixtures);
    const [hello, goodbye] = source.units[0]?.unit.lessons ?? [];
    if (!hello || !goodbye) throw new Error('fixture has two lessons');
    goodbye.words.push(['sana', 'very']);
    expect(untaughtProblems(source).some((problem) => problem.includes('exercise 3'))).toBe(true);
    hello.words.push(['sana', 'very'], ['habari za asubuhi', 'good morning']);
    expect(untaughtProblems(source)).toEqual([]);
  });

  it('compares words as the grader does (case, punctuation, apostrophes) and needs any one accepted answer', async () => {
    const source = await readCourse(fixtures);
    const hello = source.units[0]?.unit.lessons[0];
    if (!hello) throw new Error('fixture has a lesson');
    hello.words.push(['Sana!', 'very'], ['habari', 'news']);
    hello.exercises[1] = {
      type: 'translate',
      prompt: 'Write this in Swahili',
      into: 'target',
      source: 'News?',
      answers: ['Habari za asubuhi', 'Habari?'],
    };
    expect(untaughtProblems(source)).toEqual([]);
  });

  it('needs no teaching for digits, and takes reviewed names from the exceptions list', async () => {
    const source = await readCourse(fixtures);
    const hello = source.units[0]?.unit.lessons[0];
    if (!hello) throw new Error('fixture has a lesson');
    hello.words.push(['sana', 'very'], ['habari za asubuhi', 'good morning']);
    hello.exercises.push({ type: 'listen', prompt: 'Type what you hear', say: 'Asante Amina, 20' });
    expect(untaughtProblems(source)).toEqual([expect.stringContaining('exercise 5: asks for "amina"') as string]);
    expect(untaughtProblems(source, ['Amina'])).toEqual([]);
  });

  it('only checks what the learner produces: choices and words to translate into English are not asked for', async () => {
    const source = await readCourse(fixtures);
    const goodbye = source.units[0]?.unit.lessons[1];
    if (!goodbye) throw new Error('fixture has two lessons');
    // The fixture's fill-in with options and its translation into English use untaught "sana".
    expect(untaughtProblems(source).some((problem) => problem.includes('› goodbye ›'))).toBe(false);
  });
});

describe('multiple choice and CLDR exceptions', () => {
  const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses', 'sw');

  it('asks for four options in every multiple choice of a course', async () => {
    const source = await readCourse(fixtures);
    expect(checkCourse(source)).toEqual(
      expect.arrayContaining([
        'sw/units/01-greetings.yaml › hello › exercise 1: 3 options, at least 4 needed',
        'sw/units/01-greetings.yaml › goodbye › exercise 1: 3 options, at least 4 needed',
      ]),
    );
  });

  it('accepts a reviewed spelling instead of CLDR’s, and only that one', async () => {
    const source = await readCourse(fixtures);
    source.units[0]?.unit.lessons[0]?.words.push(['Jumanne', 'Tuesday']);
    const reviewed = { cldr: { tuesday: ['Jumanne'] } };
    expect(checkCourse(source, reviewed).filter((p) => p.includes('CLDR'))).toEqual([]);
    source.units[0]?.unit.lessons[0]?.words.push(['Jumane', 'Tuesday']);
    expect(checkCourse(source, reviewed).filter((p) => p.includes('CLDR'))).toEqual([
      expect.stringContaining('"Jumane" for tuesday') as string,
    ]);
  });

  it('teaches the Yoruba Tuesday as Ìṣẹ́gun, a reviewed exception to CLDR’s Ìsẹ́gun', async () => {
    expect(cldrNames('yo').get('tuesday')).toBe('ìsẹ́gun');
    const yoruba = await readCourse(join(contentDir, 'courses', 'yo'));
    const taught = yoruba.units.flatMap(({ unit }) => unit.lessons.flatMap((lesson) => lesson.words));
    expect(taught).toContainEqual(['Ìṣẹ́gun', 'Tuesday']);
  });
});

describe('word banks with more than one order', () => {
  const exercise = {
    type: 'word_bank',
    prompt: 'Build this sentence in English',
    into: 'english',
    source: 'Mo ń lọ sí ọjà ní Ọjọ́rú',
    tiles: ["I'm", 'going', 'to', 'the', 'market', 'on', 'Wednesday', 'Monday'],
    answers: ["I'm going to the market on Wednesday", "On Wednesday, I'm going to the market"],
  } as const satisfies ExerciseSource;

  it('grades every authored order of the same tiles correct, and any other order wrong', () => {
    const compiled = compileExercise(
      { ...exercise, tiles: [...exercise.tiles], answers: [...exercise.answers] },
      { code: 'yo', dirs: ['/nonexistent'] },
    );
    if (!compiled) throw new Error('word banks always compile');
    const row = { ...compiled, id: 'x', lessonId: 'l', position: 1, createdAt: new Date() } as Parameters<
      typeof gradeExercise
    >[0];
    // Tiles carry no capital: "on" starts the fronted order.
    const ids = (sentence: string) =>
      sentence
        .split(' ')
        .map((word) => compiled.payload.tiles?.find((tile) => tile.text.toLowerCase() === word.toLowerCase())?.id);
    const grade = (sentence: string) =>
      gradeExercise(row, ids(sentence), { locale: 'yo', courseWords: new Set() }).verdict;
    expect(grade("I'm going to the market on Wednesday")).toBe('correct');
    expect(grade("On Wednesday I'm going to the market")).toBe('correct');
    expect(grade("On Wednesday going I'm to the market")).toBe('wrong');
    expect(grade("On Monday I'm going to the market")).toBe('wrong');
  });

  it('lets content:check refuse an order that needs a tile the exercise lacks', () => {
    const problems = checkExercise(
      { ...exercise, tiles: [...exercise.tiles], answers: [...exercise.answers, 'Next Wednesday I go to the market'] },
      'here',
      'yo',
    );
    expect(problems).toEqual(
      expect.arrayContaining(['here: the answer "Next Wednesday I go to the market" needs the tile "next" 1×']),
    );
  });
});

describe('no exercise shows its own answer', () => {
  const fill = (translation: string, answer: string, sentence = 'Eke, Orie, ___, Nkwọ') =>
    ({
      type: 'fill_blank',
      prompt: 'Fill in the blank',
      sentence,
      translation,
      choice: { options: [answer, 'Sọndee', 'echi', 'taa'], answer },
    }) as const satisfies ExerciseSource;

  it('refuses an answer shown in the translation, prompt or source, as whole words in any case', () => {
    expect(answerLeaks(fill('Eke, Orie, Afọ, Nkwọ (the market days)', 'Afọ'), 'ig')).toEqual(['Afọ']);
    expect(
      checkExercise(
        {
          type: 'translate',
          prompt: 'Write “Habari za asubuhi” in Swahili',
          into: 'target',
          source: 'Good morning',
          answers: ['Habari za asubuhi'],
        },
        'here',
        'sw',
      ),
    ).toEqual(['here: the exercise shows its own answer "Habari za asubuhi"']);
    expect(
      answerLeaks({ type: 'listen', prompt: 'Type what you hear: habari yako', say: 'Habari yako?' }, 'sw'),
    ).toEqual(['Habari yako?']);
  });

  it('lets through a word inside another, a sentence that repeats the blank’s word, and English cognates', () => {
    expect(answerLeaks(fill('The four market days, in order', 'Afọ'), 'ig')).toEqual([]);
    expect(answerLeaks(fill('Straight ahead', 'moja', 'moja kwa ___'), 'sw')).toEqual([]);
    expect(answerLeaks(fill('I go to the station by bus.', 'bus', 'Ek gaan stasie toe per ___.'), 'af')).toEqual([]);
    expect(answerLeaks(fill('Mama said hello', 'ma'), 'sw')).toEqual([]);
  });

  it('lets a multiple choice name its options in the prompt (a comparison, a fidel family)', () => {
    const select = (prompt: string) =>
      ({ type: 'select', prompt, options: ['ለ', 'ሉ', 'ሊ', 'ላ'], answer: 'ሊ' }) as const satisfies ExerciseSource;
    expect(answerLeaks(select('ለ ሉ ሊ ላ are l with four vowels. Which one says “li”?'), 'am')).toEqual([]);
    expect(answerLeaks(select('Which one is ሊ?'), 'am')).toEqual(['ሊ']);
  });
});

/** Every authored answer, played back through the importer and the grader, is graded correct. */
describe('authored answers pass the grader', async () => {
  const folders = await listCourseFolders(contentDir);

  it.each(folders.map((folder) => [folder.split('/').at(-1) ?? folder, folder] as const))('%s', async (_, folder) => {
    const source = await readCourse(folder);
    const courseWords = courseVocabulary(source);
    const failures: string[] = [];
    for (const { unit } of source.units) {
      for (const lesson of unit.lessons) {
        lesson.exercises.forEach((authored, i) => {
          // Listen clips may be missing in a checkout; grading does not need them.
          const compiled = compileExercise(authored, { code: source.course.code, dirs: [] });
          if (!compiled) return;
          const row = { ...compiled, id: 'x', lessonId: 'l', position: i + 1, createdAt: new Date() } as Parameters<
            typeof gradeExercise
          >[0];
          const { payload, solution } = compiled;
          const answers: unknown[] = [];
          if (solution.option) answers.push(solution.option);
          else if (solution.pairs) answers.push(Object.entries(solution.pairs));
          else if (authored.type === 'word_bank') {
            for (const text of authored.answers) {
              const used = new Set<string>();
              answers.push(
                text.split(/\s+/u).map((word) => {
                  const tile = payload.tiles?.find(
                    (t) =>
                      !used.has(t.id) &&
                      t.text.toLocaleLowerCase() === word.replace(/[.,!?¿¡።፧]/gu, '').toLocaleLowerCase(),
                  );
                  if (tile) used.add(tile.id);
                  return tile?.id;
                }),
              );
            }
          } else answers.push(...(solution.answers ?? []));
          for (const answer of answers) {
            try {
              const verdict = gradeExercise(row, answer, { locale: source.course.code, courseWords }).verdict;
              if (verdict !== 'correct')
                failures.push(`${lesson.key} #${String(i + 1)} ${JSON.stringify(answer)}: ${verdict}`);
            } catch (error) {
              failures.push(`${lesson.key} #${String(i + 1)} ${JSON.stringify(answer)}: ${(error as Error).message}`);
            }
          }
        });
      }
    }
    expect(failures).toEqual([]);
  });
});
