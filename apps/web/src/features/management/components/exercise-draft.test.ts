import { exerciseSourceSchema, exerciseTypes } from '@roots/shared/contracts/exercise-source';
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  emptyDraft,
  exampleDraft,
  followIndex,
  serverErrors,
  templateDraft,
  templates,
  toDraft,
  toSource,
  unknownFields,
} from './exercise-draft.ts';

describe('exercise drafts', () => {
  it.each(exerciseTypes)('has a %s example the importer accepts, and round-trips it', (type) => {
    expect(exerciseSourceSchema.safeParse(templates[type]).success).toBe(true);
    const draft = templateDraft(type);
    expect(toSource(draft)).toEqual(templates[type]);
    expect(checkDraft(draft, 'published')).toEqual({ source: templates[type], errors: {} });
  });

  it('offers four options in every multiple choice template', () => {
    expect(templateDraft('select').options).toHaveLength(4);
    expect(templateDraft('fill_blank').options).toHaveLength(4);
  });

  it('reads a typed fill blank, listen alternatives and an explanation, and writes them back', () => {
    const typed = {
      type: 'fill_blank',
      prompt: 'Fill in the blank',
      explanation: 'Sana means very.',
      sentence: 'Asante ___!',
      translation: 'Thank you very much!',
      choice: { answers: ['sana', 'sanaa'] },
    };
    expect(toDraft(typed)).toMatchObject({
      choice: 'typed',
      answers: ['sana', 'sanaa'],
      explanation: 'Sana means very.',
    });
    expect(toSource(toDraft(typed) ?? templateDraft('select'))).toEqual(typed);
    const listen = { type: 'listen', prompt: 'Type what you hear', say: 'jambo', answers: ['Jambo!'] };
    expect(toSource(toDraft(listen) ?? templateDraft('select'))).toEqual(listen);
    // No alternatives: the optional list is left out, as authors write it.
    expect(toSource({ ...templateDraft('listen'), answers: [] })).not.toHaveProperty('answers');
  });

  it('takes anything JSON-shaped with a known type, and says what it leaves out', () => {
    expect(toDraft({ type: 'dance' })).toBeUndefined();
    expect(toDraft('select')).toBeUndefined();
    expect(toDraft({ type: 'select', options: ['a', 3] })).toMatchObject({
      options: ['a', ''],
      correct: -1,
      prompt: '',
    });
    expect(unknownFields({ type: 'select', prompt: 'x', colour: 'red', say: 'y' })).toEqual(['colour', 'say']);
    expect(unknownFields({ ...templates.listen, answers: ['x'] })).toEqual([]);
  });

  it('keys the schema’s problems by field, in an author’s words', () => {
    const draft = { ...templateDraft('select'), prompt: '  ', options: ['jambo', '', 'asante'] };
    expect(checkDraft(draft)).toEqual({
      source: undefined,
      errors: { prompt: 'Write the prompt.', 'options.1': 'Write option 2.' },
    });
    expect(checkDraft({ ...draft, prompt: 'Pick', options: ['jambo', 'kwaheri'] }).errors).toEqual({
      options: 'Give at least 3 rows.',
    });
    expect(checkDraft({ ...templateDraft('select'), correct: -1 }).errors).toEqual({
      answer: 'Choose the right option.',
    });
    expect(checkDraft({ ...templateDraft('match_pairs'), pairs: [['jambo', '']] }).errors).toEqual({
      'pairs.0.1': "Write pair 1's English.",
      pairs: 'Give at least 4 rows.',
    });
    expect(checkDraft({ ...templateDraft('fill_blank'), sentence: 'no blank' }).errors).toEqual({
      sentence: 'Must contain ___ exactly once.',
    });
    expect(checkDraft({ ...templateDraft('fill_blank'), choice: 'typed', answers: [] }).errors).toEqual({
      'choice.answers': 'Give at least 1 row.',
    });
    expect(checkDraft({ ...templateDraft('translate'), prompt: 'x'.repeat(201) }).errors).toEqual({
      prompt: 'Keep it to 200 characters or fewer.',
    });
    expect(checkDraft({ ...templateDraft('translate'), source: 'cafe\u0301' }).errors).toEqual({
      source: 'Must be stored in Unicode NFC.',
    });
  });

  it('starts a new exercise of every type empty, with the rows publishing needs, its example apart', () => {
    for (const type of exerciseTypes) {
      const draft = emptyDraft(type);
      expect(JSON.stringify(toSource(draft))).not.toMatch(/jambo|kwaheri|asante|Hello|hear|Match|Build|Fill/);
      expect(checkDraft(draft).source).toBeUndefined();
      expect(checkDraft(draft).errors.prompt).toBe('Write the prompt.');
    }
    expect(emptyDraft('select')).toMatchObject({ options: ['', '', '', ''], correct: -1 });
    expect(emptyDraft('match_pairs').pairs).toHaveLength(4);
    expect(checkDraft(emptyDraft('word_bank')).errors).toMatchObject({
      source: 'Write the text to translate.',
      'tiles.0': 'Write tile 1, or remove the row.',
      'answers.0': 'Write answer 1, or remove the row.',
    });
    expect(checkDraft(emptyDraft('listen')).errors).toEqual({
      prompt: 'Write the prompt.',
      say: 'Write what the clip says.',
    });
    expect(exampleDraft('fill_blank').answers).toEqual(['sana']);
  });

  it('asks for four options only when the multiple choice is to be published', () => {
    const three = { ...templateDraft('fill_blank'), options: ['sana', 'jambo', 'kwaheri'] };
    expect(checkDraft(three, 'draft').errors).toEqual({});
    expect(checkDraft(three, 'published')).toEqual({
      source: undefined,
      errors: { 'choice.options': 'Give 4 options to publish it: with fewer, guessing is too easy.' },
    });
  });

  it('trims what it hands to the server, as the importer does', () => {
    const checked = checkDraft({ ...templateDraft('translate'), source: '  Hello ' });
    expect(checked.source).toMatchObject({ source: 'Hello' });
  });

  it('puts the server’s field errors on the same keys', () => {
    expect(
      serverErrors({
        'exercise.say': 'No clip for "jambo" in sw.',
        'exercise.options.2': 'must not be empty',
        lesson_id: 'x',
      }),
    ).toEqual({ say: 'No clip for "jambo" in sw.', 'options.2': 'Must not be empty.' });
    expect(serverErrors(undefined)).toEqual({});
  });

  it('follows the right option through moves and removals', () => {
    expect(followIndex(1, { kind: 'move', from: 1, to: 0 })).toBe(0);
    expect(followIndex(0, { kind: 'move', from: 1, to: 0 })).toBe(1);
    expect(followIndex(2, { kind: 'move', from: 1, to: 0 })).toBe(2);
    expect(followIndex(2, { kind: 'remove', index: 0 })).toBe(1);
    expect(followIndex(2, { kind: 'remove', index: 2 })).toBe(-1);
    expect(followIndex(1, { kind: 'remove', index: 3 })).toBe(1);
    expect(followIndex(1, { kind: 'add' })).toBe(1);
  });
});
