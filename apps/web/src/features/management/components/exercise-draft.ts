import {
  type ExerciseSource,
  type ExerciseType,
  exerciseSourceSchema,
  minimumOptions,
  type PassageLine,
} from '@roots/shared/contracts/exercise-source';
import type { ContentStatus } from '@roots/shared/contracts/management';
import { countOf } from '@roots/shared/domain/count';
import type { z } from 'zod';

/**
 * What the exercise form holds: every field any type uses, as the admin typed it (untrimmed, maybe
 * empty), so switching between a list and the JSON, or a field being cleared for a moment, loses
 * nothing. `toSource` makes the authoring format of it; the importer's schema judges that.
 */
export interface ExerciseDraft {
  type: ExerciseType;
  prompt: string;
  explanation: string;
  /** translate and word bank: the language the learner writes in. */
  into: 'target' | 'english';
  /** translate and word bank: what the learner translates. */
  source: string;
  /** fill blank: the sentence with `___`, and its English. */
  sentence: string;
  translation: string;
  /** listen: what the clip says (the canonical answer); speak: what the learner says after it. */
  say: string;
  /** read: the passage as typed, a line each: `Speaker: text`, or narration (passageText). */
  passage: string;
  /** read: the question on the passage, in English. */
  question: string;
  /** select, read, and fill blank when `choice` is `options`. */
  options: string[];
  /** Which option is right (an index into `options`); -1 when none is. */
  correct: number;
  /** fill blank: choose among options, or type the word. */
  choice: 'options' | 'typed';
  /** translate, word bank, typed fill blank: accepted answers; listen: accepted alternatives. */
  answers: string[];
  tiles: string[];
  pairs: [string, string][];
}

/** Field errors keyed by the path of the authoring format: `prompt`, `options.2`, `choice.answers`. */
export type DraftErrors = Record<string, string>;

const blank: Omit<ExerciseDraft, 'type'> = {
  prompt: '',
  explanation: '',
  into: 'target',
  source: '',
  sentence: '',
  translation: '',
  say: '',
  passage: '',
  question: '',
  options: [],
  correct: -1,
  choice: 'options',
  answers: [],
  tiles: [],
  pairs: [],
};

/**
 * A valid example per type (multiple choice with the four options publishing needs), in Swahili:
 * shown as the placeholders of an empty form, never as its values, so a field left alone is empty
 * and not Swahili in another course's lesson.
 */
export const templates: Record<ExerciseType, ExerciseSource> = {
  select: {
    type: 'select',
    prompt: 'Which one means “hello”?',
    options: ['jambo', 'kwaheri', 'asante', 'mama'],
    answer: 'jambo',
  },
  translate: {
    type: 'translate',
    prompt: 'Write this in the course language',
    into: 'target',
    source: 'Hello',
    answers: ['Jambo'],
  },
  word_bank: {
    type: 'word_bank',
    prompt: 'Build this sentence',
    into: 'target',
    source: 'Thank you very much',
    tiles: ['asante', 'sana', 'jambo', 'kwaheri'],
    answers: ['Asante sana'],
  },
  match_pairs: {
    type: 'match_pairs',
    prompt: 'Match the pairs',
    pairs: [
      ['jambo', 'hello'],
      ['kwaheri', 'goodbye'],
      ['asante', 'thank you'],
      ['mama', 'mother'],
    ],
  },
  fill_blank: {
    type: 'fill_blank',
    prompt: 'Fill in the blank',
    sentence: 'Asante ___!',
    translation: 'Thank you very much!',
    choice: { options: ['sana', 'jambo', 'kwaheri', 'mama'], answer: 'sana' },
  },
  listen: { type: 'listen', prompt: 'Type what you hear', say: 'jambo' },
  speak: { type: 'speak', prompt: 'Say it aloud', say: 'Asante sana' },
  read: {
    type: 'read',
    prompt: 'Read, then answer',
    passage: [['Amina', 'Jambo, Juma!'], ['Juma', 'Jambo! Asante sana.'], 'Amina anasema kwaheri.'],
    question: 'What does Amina say at the end?',
    options: ['Goodbye', 'Hello', 'Thank you', 'Mother'],
    answer: 'Goodbye',
  },
};

export const typeLabels: Record<ExerciseType, string> = {
  select: 'Select',
  translate: 'Translate',
  word_bank: 'Word bank',
  match_pairs: 'Match pairs',
  fill_blank: 'Fill the blank',
  listen: 'Listen',
  read: 'Read',
  speak: 'Speak',
};

/** How many rows each list may have: the schema's bounds, repeated for the add/remove buttons. */
export const listBounds = {
  options: { min: 3, max: 4 },
  answers: { min: 1, max: 20 },
  alternatives: { min: 0, max: 20 },
  tiles: { min: 3, max: 14 },
  pairs: { min: 4, max: 5 },
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.map(text) : []);
const isType = (value: unknown): value is ExerciseType => typeof value === 'string' && Object.hasOwn(templates, value);

/** The most characters a speaker's name may have, as the schema allows. */
const SPEAKER_MAX = 40;
// `Speaker: text`: a name of letters (a few words at most) before the first colon.
const dialogueLine = /^([\p{L}\p{M}'’ .-]+?)\s*:\s*(.*)$/u;

/** A passage as the form's text: a line each, `Speaker: text` or the narration itself. */
export function passageText(passage: unknown): string {
  if (!Array.isArray(passage)) return '';
  return passage.map((line) => (Array.isArray(line) ? `${text(line[0])}: ${text(line[1])}` : text(line))).join('\n');
}

/**
 * The form's passage text in the authoring format: each non-empty line a `[speaker, text]` line
 * or narration, and the first line an author must fix, said with its number.
 */
export function parsePassage(value: string): { lines: PassageLine[]; problem?: string; numbers: number[] } {
  const lines: PassageLine[] = [];
  const numbers: number[] = [];
  let problem: string | undefined;
  value.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const number = index + 1;
    const dialogue = dialogueLine.exec(line);
    const speaker = dialogue?.[1]?.trim() ?? '';
    const said = dialogue?.[2]?.trim() ?? '';
    if (line.startsWith(':'))
      problem ??= `Line ${String(number)}: write who speaks before the colon, or remove the colon.`;
    else if (dialogue && speaker.length <= SPEAKER_MAX && said === '')
      problem ??= `Line ${String(number)}: write what ${speaker} says after the colon.`;
    numbers.push(number);
    lines.push(dialogue && speaker.length <= SPEAKER_MAX && said !== '' ? [speaker, said] : line);
  });
  return problem === undefined ? { lines, numbers } : { lines, problem, numbers };
}

/**
 * The draft of an exercise in the authoring format, or of anything JSON-shaped that claims a type
 * (the Advanced field): what it does not understand it leaves out, so the form shows the rest.
 */
export function toDraft(source: unknown): ExerciseDraft | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const raw = source as Record<string, unknown>;
  if (!isType(raw.type)) return undefined;
  const draft: ExerciseDraft = {
    ...blank,
    type: raw.type,
    prompt: text(raw.prompt),
    explanation: text(raw.explanation),
    into: raw.into === 'english' ? 'english' : 'target',
    source: text(raw.source),
    sentence: text(raw.sentence),
    translation: text(raw.translation),
    say: text(raw.say),
    passage: passageText(raw.passage),
    question: text(raw.question),
    answers: texts(raw.answers),
    tiles: texts(raw.tiles),
    pairs: Array.isArray(raw.pairs)
      ? raw.pairs.map((pair): [string, string] => {
          const [left, right] = texts(pair);
          return [left ?? '', right ?? ''];
        })
      : [],
  };
  const choose = (options: unknown, answer: unknown) => {
    draft.options = texts(options);
    // No answer (or an empty one) points at no option, not at an option left empty.
    draft.correct = text(answer) === '' ? -1 : draft.options.indexOf(text(answer));
  };
  if (raw.type === 'select' || raw.type === 'read') choose(raw.options, raw.answer);
  if (raw.type === 'fill_blank' && typeof raw.choice === 'object' && raw.choice !== null) {
    const choice = raw.choice as Record<string, unknown>;
    if ('answers' in choice && !('options' in choice)) {
      draft.choice = 'typed';
      draft.answers = texts(choice.answers);
    } else choose(choice.options, choice.answer);
  }
  return draft;
}

/** A draft of the type's template: what a new exercise, or a change of type, starts from. */
export function templateDraft(type: ExerciseType): ExerciseDraft {
  const draft = toDraft(templates[type]);
  if (!draft) throw new Error(`no template for ${type}`);
  return draft;
}

/** How many empty rows a new exercise's lists start with: what publishing it needs. */
const startRows = { options: 4, answers: 1, tiles: 4, pairs: 4 } as const;

/**
 * What a new exercise, or a change of type, starts from: every field empty, the lists with the rows
 * publishing needs, no option chosen as right. The form shows the type's example as placeholders.
 */
export function emptyDraft(type: ExerciseType): ExerciseDraft {
  return {
    ...blank,
    type,
    options:
      type === 'select' || type === 'read' || type === 'fill_blank'
        ? Array.from({ length: startRows.options }, () => '')
        : [],
    answers: type === 'translate' || type === 'word_bank' ? Array.from({ length: startRows.answers }, () => '') : [],
    tiles: type === 'word_bank' ? Array.from({ length: startRows.tiles }, () => '') : [],
    pairs: type === 'match_pairs' ? Array.from({ length: startRows.pairs }, (): [string, string] => ['', '']) : [],
  };
}

/** The type's example as a draft, for the form's placeholders (a typed fill-in answer is the right option). */
export function exampleDraft(type: ExerciseType): ExerciseDraft {
  const draft = templateDraft(type);
  return type === 'fill_blank' ? { ...draft, answers: [draft.options[draft.correct] ?? ''] } : draft;
}

/** The draft in the authoring format, for the schema to judge (an optional field left empty is absent). */
export function toSource(draft: ExerciseDraft): Record<string, unknown> {
  const base = {
    type: draft.type,
    prompt: draft.prompt,
    ...(draft.explanation.trim() === '' ? {} : { explanation: draft.explanation }),
  };
  const answer = draft.options[draft.correct] ?? '';
  switch (draft.type) {
    case 'select':
      return { ...base, options: draft.options, answer };
    case 'translate':
      return { ...base, into: draft.into, source: draft.source, answers: draft.answers };
    case 'word_bank':
      return { ...base, into: draft.into, source: draft.source, tiles: draft.tiles, answers: draft.answers };
    case 'match_pairs':
      return { ...base, pairs: draft.pairs };
    case 'fill_blank':
      return {
        ...base,
        sentence: draft.sentence,
        translation: draft.translation,
        choice: draft.choice === 'options' ? { options: draft.options, answer } : { answers: draft.answers },
      };
    case 'listen':
      return { ...base, say: draft.say, ...(draft.answers.length > 0 ? { answers: draft.answers } : {}) };
    case 'speak':
      return { ...base, say: draft.say };
    case 'read':
      return {
        ...base,
        passage: parsePassage(draft.passage).lines,
        question: draft.question,
        options: draft.options,
        answer,
      };
  }
}

/** What happened to a list, so a caller that points into it (the right option) can follow. */
export type RowChange =
  { kind: 'edit' } | { kind: 'add' } | { kind: 'remove'; index: number } | { kind: 'move'; from: number; to: number };

/** Where an index into the list is after `change` (-1 when its row was removed). */
export function followIndex(index: number, change: RowChange): number {
  if (change.kind === 'remove') return index === change.index ? -1 : index > change.index ? index - 1 : index;
  if (change.kind === 'move') {
    if (index === change.from) return change.to;
    if (index === change.to) return change.from;
  }
  return index;
}

/** The schema's words for list sizes, said as an author would ("Add at least 4 pairs"). */
const authorMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_small' && issue.origin === 'array')
    return `Give at least ${countOf(Number(issue.minimum), 'row')}.`;
  if (issue.code === 'too_big' && issue.origin === 'array')
    return `Give at most ${countOf(Number(issue.maximum), 'row')}.`;
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `Keep it to ${String(issue.maximum)} characters or fewer.`;
  return undefined;
};

type Issue = z.core.$ZodIssue;

const fieldNames = new Map([
  ['prompt', 'the prompt'],
  ['explanation', 'the explanation'],
  ['source', 'the text to translate'],
  ['sentence', 'the sentence'],
  ['translation', 'the translation'],
  ['say', 'what the clip says'],
  ['passage', 'the passage'],
  ['question', 'the question'],
]);
const rowNames = new Map([
  ['options', 'option'],
  ['choice.options', 'option'],
  ['answers', 'answer'],
  ['choice.answers', 'accepted word'],
  ['tiles', 'tile'],
]);

/**
 * What an empty field at `key` lacks, said as what to write ("Write option 2."), so a teacher
 * facing a new, empty form knows what is missing without reading the schema.
 */
export function missingMessage(key: string, type?: ExerciseType): string {
  const field = fieldNames.get(key);
  if (field) return `Write ${field}.`;
  const pair = /^pairs\.(\d+)\.([01])$/.exec(key);
  if (pair)
    return `Write pair ${String(Number(pair[1]) + 1)}'s ${pair[2] === '0' ? 'course-language word' : 'English'}.`;
  const row = /^(.+)\.(\d+)$/.exec(key);
  const noun = row ? rowNames.get(row[1] ?? '') : undefined;
  if (row && noun) {
    const name = type === 'listen' && noun === 'answer' ? 'alternative' : noun;
    const number = String(Number(row[2]) + 1);
    return noun === 'option' ? `Write option ${number}.` : `Write ${name} ${number}, or remove the row.`;
  }
  return 'Must not be empty.';
}

/** Whether an error only says a field is still empty (a new form keeps those quiet until Save). */
export const isMissing = (key: string, message: string, type?: ExerciseType) =>
  message === missingMessage(key, type) || message === 'Choose the right option.';

/** The schema's messages ("must not be empty") as a sentence under a field ("Must not be empty."). */
const asSentence = (message: string) =>
  `${message.charAt(0).toUpperCase()}${message.slice(1)}${/[.!?]$/.test(message) ? '' : '.'}`;

/** The passage's size, said in lines: it is one field of text, not a list of rows. */
const passageMessage = (issue: Issue, message: string) =>
  issue.code === 'too_small'
    ? missingMessage('passage')
    : issue.code === 'too_big'
      ? `Keep the passage to ${String(issue.maximum)} lines or fewer.`
      : message;

/** A union's issues are those of the branch that came closest (fewest issues), under its path. */
function flatten(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return flatten(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });
}

/**
 * Judges a draft with the importer's schema: the exercise, or the problems keyed by field. A
 * published multiple choice also needs `minimumOptions` (the server refuses it otherwise).
 */
export function checkDraft(
  draft: ExerciseDraft,
  status: ContentStatus = 'draft',
): { source: ExerciseSource; errors: DraftErrors } | { source: undefined; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const add = (key: string, message: string) => {
    errors[key] ??= message;
  };
  const ownOptions = draft.type === 'select' || draft.type === 'read';
  const hasOptions = ownOptions || (draft.type === 'fill_blank' && draft.choice === 'options');
  const optionsKey = ownOptions ? 'options' : 'choice.options';
  const answerKey = ownOptions ? 'answer' : 'choice.answer';
  if (hasOptions && draft.options[draft.correct] === undefined) add(answerKey, 'Choose the right option.');
  const passage = draft.type === 'read' ? parsePassage(draft.passage) : undefined;
  if (passage?.problem !== undefined) add('passage', passage.problem);
  const result = exerciseSourceSchema.safeParse(toSource(draft), { error: authorMessages });
  if (!result.success)
    for (const issue of flatten(result.error.issues)) {
      const key = issue.path.join('.');
      const message =
        issue.message === 'must not be empty' ? missingMessage(key, draft.type) : asSentence(issue.message);
      // A passage is one field: a problem with one of its lines names the line as the author numbers it.
      const line = key.startsWith('passage.') ? passage?.numbers[Number(issue.path[1])] : undefined;
      if (line === undefined) add(key, key === 'passage' ? passageMessage(issue, message) : message);
      else add('passage', `Line ${String(line)}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`);
    }
  if (hasOptions && status === 'published' && draft.options.length < minimumOptions)
    add(optionsKey, `Give ${String(minimumOptions)} options to publish it: with fewer, guessing is too easy.`);
  if (Object.keys(errors).length > 0 || !result.success) return { source: undefined, errors };
  return { source: result.data, errors };
}

/**
 * The server's field errors (`exercise.options.2`, `exercise.say`) under the form's keys; what
 * is not about one field of the exercise stays out (the form shows the message itself).
 */
export function serverErrors(fields: Record<string, string> | undefined): DraftErrors {
  const errors: DraftErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (key.startsWith('exercise.')) errors[key.slice('exercise.'.length)] = asSentence(message);
  }
  return errors;
}

/** Fields of the JSON the draft has no place for: they would be dropped, so the JSON field says so. */
export function unknownFields(source: unknown): string[] {
  const draft = toDraft(source);
  if (!draft || typeof source !== 'object' || source === null) return [];
  const known = new Set(Object.keys(toSource({ ...draft, explanation: 'x', answers: ['x'] })));
  return Object.keys(source).filter((key) => !known.has(key));
}

/** How many fields need attention, said for the Save button's reason. */
export function problemCount(errors: DraftErrors): string {
  return countOf(Object.keys(errors).length, 'field');
}
