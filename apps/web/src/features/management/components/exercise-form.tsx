// One form for the seven exercise types, longer than ~300 lines: the fields differ per type, but the
// validation, labels and change handling are shared, and a file per type would repeat them.
import { useId } from 'react';
import { Input, Select, Textarea, controlClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { ClipPanel } from './clip-panel.tsx';
import {
  type DraftErrors,
  type ExerciseDraft,
  exampleDraft,
  followIndex,
  listBounds,
  type RowChange,
} from './exercise-draft.ts';
import { ListRows } from './list-rows.tsx';

type Change = (draft: ExerciseDraft) => void;

/** An example as a placeholder: marked as one, so it is not taken for a value (nothing for none). */
const example = (value: string | undefined) => (value ? `e.g. ${value}` : undefined);

/** A row's text field: labelled for screen readers (the list's legend names it for the eye). */
function RowInput({
  id,
  label,
  value,
  placeholder,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string | undefined;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="min-w-0 flex-1">
      <input
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(controlClasses, 'py-2', error ? 'border-danger' : 'border-line')}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A list of texts (accepted answers, tiles, alternatives). */
function TextRows({
  legend,
  hint,
  field,
  noun,
  items,
  examples = [],
  bounds,
  errors,
  onChange,
}: {
  legend: string;
  hint?: string;
  /** The key of the list in the errors, e.g. `answers` or `choice.answers`. */
  field: string;
  noun: string;
  items: string[];
  /** The type's example rows, as placeholders. */
  examples?: string[];
  bounds: { min: number; max: number };
  errors: DraftErrors;
  onChange: (items: string[]) => void;
}) {
  return (
    <ListRows
      legend={legend}
      hint={hint}
      items={items}
      empty=""
      min={bounds.min}
      max={bounds.max}
      rowName={(i) => `${noun} ${String(i + 1)}`}
      error={errors[field]}
      onChange={onChange}
      renderRow={({ item, index, set, fieldId }) => (
        <RowInput
          id={fieldId}
          label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${String(index + 1)}`}
          value={item}
          placeholder={example(examples[index])}
          error={errors[`${field}.${String(index)}`]}
          onChange={set}
        />
      )}
    />
  );
}

/** Options with a radio for the right one; the radio follows its option through moves and removals. */
function OptionRows({
  draft,
  field,
  errors,
  onChange,
}: {
  draft: ExerciseDraft;
  field: 'options' | 'choice.options';
  errors: DraftErrors;
  onChange: Change;
}) {
  const group = useId();
  const answerKey = field === 'options' ? 'answer' : 'choice.answer';
  return (
    <ListRows
      legend="Options (choose the right one)"
      hint="Four options to publish it; the learner sees them shuffled."
      items={draft.options}
      empty=""
      min={listBounds.options.min}
      max={listBounds.options.max}
      rowName={(i) => `option ${String(i + 1)}`}
      error={errors[answerKey] ?? errors[field]}
      onChange={(options, change: RowChange) => {
        onChange({ ...draft, options, correct: followIndex(draft.correct, change) });
      }}
      renderRow={({ item, index, set, fieldId }) => (
        <div className="flex min-w-0 items-start gap-2">
          <label className="flex min-h-11 shrink-0 cursor-pointer items-center gap-1.5 text-sm">
            <input
              type="radio"
              name={group}
              className="size-5 accent-primary"
              checked={draft.correct === index}
              onChange={() => {
                onChange({ ...draft, correct: index });
              }}
            />
            <span className="sr-only">Option {index + 1} is</span> right
          </label>
          <RowInput
            id={fieldId}
            label={`Option ${String(index + 1)}`}
            value={item}
            placeholder={example(exampleDraft(draft.type).options[index])}
            error={errors[`${field}.${String(index)}`]}
            onChange={set}
          />
        </div>
      )}
    />
  );
}

function IntoSelect({ draft, errors, onChange }: { draft: ExerciseDraft; errors: DraftErrors; onChange: Change }) {
  return (
    <Select
      label="The learner writes in"
      hint="The other language is the one shown."
      value={draft.into}
      error={errors.into}
      onChange={(event) => {
        onChange({ ...draft, into: event.target.value === 'english' ? 'english' : 'target' });
      }}
    >
      <option value="target">The course language</option>
      <option value="english">English</option>
    </Select>
  );
}

/**
 * The fields of one exercise type, on a draft: what the learner is shown and what is accepted.
 * Errors are keyed by the authoring format's paths (see exercise-draft.ts) and shown on their field.
 */
export function ExerciseForm({
  draft,
  errors,
  languageId,
  onChange,
  onClipMade,
}: {
  draft: ExerciseDraft;
  errors: DraftErrors;
  /** The course's language: a listen exercise's clip is made per language. */
  languageId: string;
  onChange: Change;
  /** A listen exercise's clip was stored: the server's word that it had none is out of date. */
  onClipMade?: () => void;
}) {
  const choiceGroup = useId();
  const examples = exampleDraft(draft.type);
  const text = (key: 'prompt' | 'explanation' | 'source' | 'sentence' | 'translation' | 'say' | 'question') => ({
    value: draft[key],
    placeholder: example(examples[key]),
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      onChange({ ...draft, [key]: event.target.value });
    },
  });
  /** A list of the draft's texts; a fill-in-the-blank's answers have their errors under its choice. */
  const texts = (key: 'answers' | 'tiles', field: string = key) => ({
    field,
    errors,
    noun: key === 'tiles' ? 'tile' : 'answer',
    items: draft[key],
    examples: examples[key],
    bounds: listBounds[key],
    onChange: (items: string[]) => {
      onChange({ ...draft, [key]: items });
    },
  });

  return (
    <div className="space-y-4">
      <Input label="Prompt" hint="The instruction above the exercise." {...text('prompt')} />
      {draft.type === 'translate' || draft.type === 'word_bank' ? (
        <>
          <IntoSelect draft={draft} errors={errors} onChange={onChange} />
          <Input label="Text to translate" {...text('source')} />
        </>
      ) : null}
      {draft.type === 'read' ? (
        <>
          <Textarea
            label="Passage"
            hint="A line each, in the course language: “Speaker: what they say” for dialogue, a plain line for narration. At most 12 lines."
            spellCheck={false}
            rows={6}
            value={draft.passage}
            placeholder={example(examples.passage.replace(/\n/gu, ' / '))}
            error={errors.passage}
            onChange={(event) => {
              onChange({ ...draft, passage: event.target.value });
            }}
          />
          <Input label="Question (in English)" hint="Answered from the passage." {...text('question')} />
        </>
      ) : null}
      {draft.type === 'select' || draft.type === 'read' ? (
        <OptionRows draft={draft} field="options" errors={errors} onChange={onChange} />
      ) : null}
      {draft.type === 'translate' ? (
        <TextRows
          legend="Accepted answers"
          hint="Every way of saying it that should be graded correct; a wrong answer is shown the closest."
          {...texts('answers')}
        />
      ) : null}
      {draft.type === 'word_bank' ? (
        <>
          <TextRows
            legend="Tiles"
            hint="The answer's words and at least one distractor; a word used twice is listed twice."
            {...texts('tiles')}
          />
          <TextRows legend="Accepted answers" hint="Each built from the tiles." {...texts('answers')} />
        </>
      ) : null}
      {draft.type === 'match_pairs' ? (
        <ListRows
          legend="Pairs (course language, English)"
          items={draft.pairs}
          empty={['', ''] as [string, string]}
          min={listBounds.pairs.min}
          max={listBounds.pairs.max}
          rowName={(i) => `pair ${String(i + 1)}`}
          error={errors.pairs}
          onChange={(pairs) => {
            onChange({ ...draft, pairs });
          }}
          renderRow={({ item: [left, right], index, set, fieldId }) => (
            <div className="flex min-w-0 flex-wrap gap-2">
              <RowInput
                id={fieldId}
                label={`Pair ${String(index + 1)}, course language`}
                value={left}
                placeholder={example(examples.pairs[index]?.[0])}
                error={errors[`pairs.${String(index)}.0`] ?? errors[`pairs.${String(index)}`]}
                onChange={(value) => {
                  set([value, right]);
                }}
              />
              <RowInput
                id={`${fieldId}-english`}
                label={`Pair ${String(index + 1)}, English`}
                value={right}
                placeholder={example(examples.pairs[index]?.[1])}
                error={errors[`pairs.${String(index)}.1`]}
                onChange={(value) => {
                  set([left, value]);
                }}
              />
            </div>
          )}
        />
      ) : null}
      {draft.type === 'fill_blank' ? (
        <>
          <Input
            label="Sentence"
            hint="Write ___ (three underscores) where the missing word goes."
            {...text('sentence')}
          />
          <Input label="Its translation" {...text('translation')} />
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold text-ink">The learner</legend>
            {(
              [
                ['options', 'chooses the word among options'],
                ['typed', 'types the word'],
              ] as const
            ).map(([choice, label]) => (
              <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={choiceGroup}
                  className="size-5 accent-primary"
                  checked={draft.choice === choice}
                  onChange={() => {
                    onChange({ ...draft, choice });
                  }}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {draft.choice === 'options' ? (
            <OptionRows draft={draft} field="choice.options" errors={errors} onChange={onChange} />
          ) : (
            <TextRows legend="Accepted words" {...texts('answers', 'choice.answers')} />
          )}
        </>
      ) : null}
      {draft.type === 'listen' ? (
        <>
          <Input
            label="What the clip says"
            hint="Also the answer the learner types."
            spellCheck={false}
            {...text('say')}
          />
          <ClipPanel languageId={languageId} say={draft.say} onClipMade={onClipMade} />
          <TextRows
            legend="Other accepted answers (optional)"
            {...texts('answers')}
            noun="alternative"
            bounds={listBounds.alternatives}
          />
        </>
      ) : null}
      {draft.type === 'speak' ? (
        <>
          <Input
            label="What the learner says"
            hint="Shown to be read aloud after its clip; the learner marks themselves, nothing is graded."
            spellCheck={false}
            {...text('say')}
          />
          <ClipPanel languageId={languageId} say={draft.say} onClipMade={onClipMade} />
        </>
      ) : null}
      <Input
        label="Explanation (optional)"
        hint="Shown with the feedback once the learner has answered."
        {...text('explanation')}
      />
    </div>
  );
}
