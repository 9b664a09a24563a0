import { cpSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { tempDir } from '../../test/after-file.ts';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../paths.ts';
import { gradeExercise } from '@roots/shared/domain/exercise-grader';
import { answerLeaks, checkCourse, checkExercise, cldrNames, courseVocabulary } from './content.check.ts';
import { untaughtExercises, untaughtProblems } from './content.taught.ts';
import { type CourseSource, type ExerciseSource, listCourseFolders, readCourse } from './content.format.ts';
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
        'sw: 1 units, at least 14 needed',
        expect.stringMatching(/^sw: \d+ lessons, at least 56 needed$/u) as string,
        expect.stringMatching(/^sw: \d+ distinct words taught, at least 400 needed$/u) as string,
        'sw: 2 facts, at least 15 needed',
        'sw/units/01-greetings.yaml › goodbye: 2 exercises, at least 10 needed',
        expect.stringContaining('"kiti" is taught but no exercise uses it') as string,
        expect.stringContaining('"Jumanne" for monday; CLDR spells it "jumatatu"') as string,
      ]),
    );
  });

  it('asks every unit for its tips page and a short dialogue or reading at its end', async () => {
    const source = await readCourse(fixtures);
    const [first] = source.units;
    if (!first) throw new Error('fixture has no unit');
    const ends = 'sw/units/01-greetings.yaml: the unit does not end in a short dialogue or reading';
    expect(checkCourse(source)).toEqual(expect.arrayContaining([expect.stringContaining(ends) as string]));
    first.unit.lessons.at(-1)?.exercises.push({
      type: 'read',
      prompt: 'Read, then answer',
      passage: [
        ['Amina', 'Jambo!'],
        ['Juma', 'Jambo! Kwaheri!'],
      ],
      question: 'What does Juma say after hello?',
      options: ['Goodbye', 'Thank you', 'Please', 'Sorry'],
      answer: 'Goodbye',
    });
    delete first.tips;
    const problems = checkCourse(source);
    expect(problems.filter((problem) => problem.includes(ends))).toEqual([]);
    expect(problems).toContain('sw/units/01-greetings.yaml: no tips page (01-greetings.tips.md beside it)');
  });

  it('reads a unit’s tips page beside it, and refuses raw HTML, a # heading and an empty page', async () => {
    const source = await readCourse(fixtures);
    const [first] = source.units;
    if (!first) throw new Error('fixture has no unit');
    expect(first.tips).toMatch(/^## Greeting one person or many\n/);
    expect(checkCourse(source).filter((p) => p.includes('tips'))).toEqual([]);
    first.tips = '# Greetings\n\nSay <b>jambo</b>.';
    expect(checkCourse(source).filter((p) => p.includes('tips'))).toEqual([
      'sw/units/01-greetings.tips.md: Tips are Markdown only, with no HTML: remove “<b>”.',
      'sw/units/01-greetings.tips.md: Tips start their headings at ## (the page’s title is the unit’s): change the # heading.',
    ]);
    first.tips = '\n';
    expect(checkCourse(source)).toContain('sw/units/01-greetings.tips.md: empty; write the unit’s grammar and usage notes');
  });

  it('names a tips file that has no unit file of its name beside it', async () => {
    const folder = tempDir('stray');
    cpSync(fixtures, folder, { recursive: true });
    writeFileSync(join(folder, 'units', '02-family.tips.md'), '## Family\n');
    const source = await readCourse(folder);
    expect(checkCourse(source).filter((p) => p.includes('.tips.md'))).toEqual([
      `${basename(folder)}/units/02-family.tips.md: no unit file 02-family.yaml beside it, so no unit shows these tips`,
    ]);
  });
});

describe('nothing shown or asked before it is taught', () => {
  const fixtures = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'courses', 'sw');
  const where = 'sw/units/01-greetings.yaml';
  const advice =
    "which no lesson up to this one teaches (add the form to this or an earlier lesson's words, or to untaught in allow-list.yaml if it is a name)";

  /** A course of one unit whose lessons teach `words` and hold `exercises`, in that order. */
  const course = (code: string, ...lessons: { words: string[]; exercises: ExerciseSource[] }[]): CourseSource => ({
    course: {
      code,
      name: 'Test',
      native_name: code === 'am' ? 'አማርኛ' : 'Test',
      greeting: 'Hi',
      description: 'A test course',
      special_characters: [],
      facts: [],
    },
    units: [
      {
        file: `${code}/units/01-test.yaml`,
        unit: {
          key: 'test',
          title: 'Test',
          description: 'Test',
          lessons: lessons.map(({ words, exercises }, i) => ({
            key: `l${String(i + 1)}`,
            title: 'Lesson',
            xp_reward: 10,
            words: words.map((word) => [word, 'meaning'] as [string, string]),
            exercises,
          })),
        },
      },
    ],
  });
  /** The untaught forms of each exercise of a one-lesson course teaching `words`. */
  const untaught = (words: string[], exercise: ExerciseSource, code = 'sw', names: string[] = []) =>
    untaughtExercises(course(code, { words, exercises: [exercise] }), names).map(({ shown, asked }) => ({
      shown,
      asked,
    }));
  const select = (prompt: string, options: string[]): ExerciseSource => ({
    type: 'select',
    prompt,
    options,
    answer: options[0] ?? '',
  });

  it('reports each exercise once, with the forms it shows and asks for, in words a writer can act on', async () => {
    const source = await readCourse(fixtures);
    expect(untaughtProblems(source)).toEqual([
      `${where} › hello › exercise 1: shows "kwaheri", ${advice}`,
      `${where} › hello › exercise 2: asks for "habari", "za", "asubuhi", ${advice}`,
      `${where} › hello › exercise 3: shows "sana", ${advice}`,
      `${where} › hello › exercise 4: shows "kwaheri", "mama", ${advice}`,
      `${where} › goodbye › exercise 1: shows "sana", ${advice}`,
    ]);
    expect(checkCourse(source)).toEqual(expect.arrayContaining(untaughtProblems(source)));
    const [first] = untaughtExercises(source);
    expect(first).toEqual({ where: `${where} › hello › exercise 1`, shown: ['kwaheri'], asked: [] });
  });

  it('counts a form from its own lesson on, never from a later one', () => {
    const exercise: ExerciseSource = { type: 'listen', prompt: 'Type what you hear', say: 'Asante sana' };
    const later = course('sw', { words: ['asante'], exercises: [exercise] }, { words: ['sana'], exercises: [exercise] });
    expect(untaughtProblems(later)).toEqual([`sw/units/01-test.yaml › l1 › exercise 1: shows "sana", ${advice}`]);
    expect(untaught(['asante', 'sana'], exercise)).toEqual([]);
  });

  it('counts every option of a multiple choice in the course language, distractors too, and not the English quote', () => {
    const exercise = select('Which one means “water”?', ['maji', 'maziwa', 'chai', 'kahawa']);
    expect(untaught(['maji'], exercise)).toEqual([{ shown: ['maziwa', 'chai', 'kahawa'], asked: [] }]);
    expect(untaught(['maji', 'maziwa', 'chai', 'kahawa'], exercise)).toEqual([]);
  });

  it('reads the two usual prompts for which side is the course language, whatever the words', () => {
    // Afrikaans "son" (sun), "is" and "my" make "He is my son." look Afrikaans to the words alone.
    const meaning = select('What does “Hy is my seun” mean?', ['He is my son.', 'He is my brother.', 'He is my father.']);
    expect(untaught(['hy', 'is', 'my', 'seun', 'son'], meaning, 'af')).toEqual([]);
    const word = select('Which one means “sun”?', ['son', 'seun', 'maan', 'ster']);
    expect(untaught(['son', 'seun'], word, 'af')).toEqual([{ shown: ['maan', 'ster'], asked: [] }]);
  });

  it('counts the word a multiple choice quotes when its options are English, even English names', () => {
    const meaning = select('What does “Jumatatu” mean?', ['Monday', 'Tuesday', 'Sunday', 'Thursday']);
    expect(untaught(['siku'], meaning)).toEqual([{ shown: ['jumatatu'], asked: [] }]);
    expect(untaught(['Jumatatu'], meaning)).toEqual([]);
    // A quote beside course-language options counts when it is course language too.
    const sum = select('What is “tano” plus “moja”?', ['sita', 'saba', 'nane', 'tisa']);
    expect(untaught(['sita', 'saba', 'nane', 'tisa', 'moja'], sum)).toEqual([]);
    const later = course(
      'sw',
      { words: ['sita', 'saba', 'nane', 'tisa', 'moja'], exercises: [sum] },
      { words: ['tano'], exercises: [select('Which one means “five”?', ['tano', 'sita', 'saba', 'nane'])] },
    );
    expect(untaughtExercises(later).map(({ shown }) => shown)).toEqual([['tano']]);
    // A reply to a quoted greeting shows both.
    const reply = select('Someone greets you with “Habari?”. What is the usual reply?', ['Nzuri', 'Kwaheri', 'Jambo']);
    expect(untaught(['nzuri', 'kwaheri', 'jambo'], reply, 'sw')).toEqual([]);
    const replyLater = course(
      'sw',
      { words: ['nzuri', 'kwaheri', 'jambo'], exercises: [reply] },
      { words: ['habari'], exercises: [select('What does “habari” mean?', ['news', 'hello', 'goodbye'])] },
    );
    expect(untaughtExercises(replyLater).map(({ shown }) => shown)).toEqual([['habari']]);
  });

  it('counts a translation’s source when it is course language, and asks for one accepted answer into it', () => {
    const fromSwahili: ExerciseSource = {
      type: 'translate',
      prompt: 'Write this in English',
      into: 'english',
      source: 'Habari za asubuhi?',
      answers: ['Good morning'],
    };
    expect(untaught(['habari'], fromSwahili)).toEqual([{ shown: ['za', 'asubuhi'], asked: [] }]);
    const intoSwahili: ExerciseSource = {
      type: 'translate',
      prompt: 'Write this in Swahili',
      into: 'target',
      source: 'Good morning',
      answers: ['Habari za asubuhi', 'Habari?'],
    };
    expect(untaught(['habari'], intoSwahili)).toEqual([]);
    expect(untaught(['za'], intoSwahili)).toEqual([{ shown: [], asked: ['habari', 'asubuhi'] }]);
  });

  it('counts every tile of a word bank into the course language, and a word bank’s source out of it', () => {
    const build: ExerciseSource = {
      type: 'word_bank',
      prompt: 'Build this sentence in Swahili',
      into: 'target',
      source: 'Thank you very much',
      tiles: ['asante', 'sana', 'jambo', 'sana'],
      answers: ['Asante sana'],
    };
    expect(untaught(['asante', 'sana'], build)).toEqual([{ shown: ['jambo'], asked: [] }]);
    expect(untaught(['asante', 'sana', 'jambo'], build)).toEqual([]);
    const read: ExerciseSource = {
      type: 'word_bank',
      prompt: 'Build this sentence in English',
      into: 'english',
      source: 'Asante sana',
      tiles: ['thank', 'you', 'very', 'much', 'hello'],
      answers: ['Thank you very much'],
    };
    expect(untaught(['asante'], read)).toEqual([{ shown: ['sana'], asked: [] }]);
  });

  it('counts the course-language side of match pairs, the sentence and options of a fill-in, and a clip’s words', () => {
    const pairs: ExerciseSource = {
      type: 'match_pairs',
      prompt: 'Match the pairs',
      pairs: [
        ['jambo', 'hello'],
        ['kwaheri', 'goodbye'],
        ['asante', 'thank you'],
        ['mama', 'mother'],
      ],
    };
    expect(untaught(['jambo', 'kwaheri', 'asante'], pairs)).toEqual([{ shown: ['mama'], asked: [] }]);
    const choose: ExerciseSource = {
      type: 'fill_blank',
      prompt: 'Fill in the blank',
      sentence: 'Asante ___!',
      translation: 'Thank you very much!',
      choice: { options: ['sana', 'jambo', 'kwaheri', 'mama'], answer: 'sana' },
    };
    expect(untaught(['sana', 'jambo', 'kwaheri', 'mama'], choose)).toEqual([{ shown: ['asante'], asked: [] }]);
    expect(untaught(['asante', 'sana', 'jambo', 'kwaheri'], choose)).toEqual([{ shown: ['mama'], asked: [] }]);
    const type: ExerciseSource = {
      type: 'fill_blank',
      prompt: 'Type the missing word',
      sentence: 'Asante ___!',
      translation: 'Thank you very much!',
      choice: { answers: ['sana', 'kabisa'] },
    };
    expect(untaught(['asante', 'sana'], type)).toEqual([]);
    expect(untaught(['asante'], type)).toEqual([{ shown: [], asked: ['sana'] }]);
    // Letters joined to the blank belong to the word the learner completes (Igbo n'anya).
    const elided: ExerciseSource = { ...type, sentence: 'Ahụrụ m gị n’___.', choice: { answers: ['anya'] } };
    expect(untaught(['ahụrụ', 'm', 'gị', 'anya'], elided, 'ig')).toEqual([]);
    const listen: ExerciseSource = {
      type: 'listen',
      prompt: 'Type what you hear',
      say: 'Habari yako?',
      answers: ['Habari yako'],
    };
    expect(untaught(['habari'], listen)).toEqual([{ shown: ['yako'], asked: [] }]);
  });

  it('compares forms as the grader does (case, punctuation, apostrophes); each inflected form is its own', () => {
    const exercise: ExerciseSource = {
      type: 'listen',
      prompt: 'Type what you hear',
      say: 'Ina son ʼyaʼyan, SANA!',
    };
    expect(untaught(['ina', 'son', "'ya'yan", 'Sana'], exercise, 'ha')).toEqual([]);
    expect(untaught(['ina', 'son', "'ya'ya", 'sana'], exercise, 'ha')).toEqual([{ shown: ["'ya'yan"], asked: [] }]);
  });

  it('needs no teaching for digits, and takes names from the reviewed untaught list only', () => {
    const exercise: ExerciseSource = { type: 'listen', prompt: 'Type what you hear', say: 'Asante Amina, 20' };
    expect(untaught(['asante'], exercise)).toEqual([{ shown: ['amina'], asked: [] }]);
    expect(untaught(['asante'], exercise, 'sw', ['Amina'])).toEqual([]);
  });

  it('compares Ethiopic forms as written, in options and prompts alike, and skips the romanisation', () => {
    const exercise = select('You meet “ሰላም” in the street. Which reply says “selam” back?', [
      'ሰላም',
      'ሳላም',
      'ደህና',
      'ቤት',
    ]);
    expect(untaught(['ሰላም', 'ደህና', 'ቤት'], exercise, 'am')).toEqual([{ shown: ['ሳላም'], asked: [] }]);
    const meaning = select('What does “ናት” mean?', ['she is', 'he is', 'I am', 'you are']);
    expect(untaught(['ነው'], meaning, 'am')).toEqual([{ shown: ['ናት'], asked: [] }]);
    const typed: ExerciseSource = {
      type: 'translate',
      prompt: 'Write this in Amharic',
      into: 'target',
      source: 'Hello',
      answers: ['ሰላም', 'selam'],
      accept_romanised: true,
    };
    expect(untaught(['ሰላም'], typed, 'am')).toEqual([]);
    const romanisedOnly: ExerciseSource = { ...typed, answers: ['ሰላምታ', 'selamta'] };
    expect(untaught(['ሰላም'], romanisedOnly, 'am')).toEqual([{ shown: [], asked: ['ሰላምታ'] }]);
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
