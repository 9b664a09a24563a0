import {
  type ExerciseSource,
  type ExerciseType,
  exerciseSourceSchema,
  exerciseTypes,
} from '@roots/shared/contracts/exercise-source';
import type { AdminExercise, ContentStatus } from '@roots/shared/contracts/management';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveExercise } from '../api/save-exercise.ts';
import { ClipPanel } from './clip-panel.tsx';

/** A starting point per type, in the authoring format the course files use. */
const templates: Record<ExerciseType, ExerciseSource> = {
  select: {
    type: 'select',
    prompt: 'Which one means “hello”?',
    options: ['jambo', 'kwaheri', 'asante'],
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
    tiles: ['asante', 'sana', 'jambo'],
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
    choice: { options: ['sana', 'jambo', 'kwaheri'], answer: 'sana' },
  },
  listen: { type: 'listen', prompt: 'Type what you hear', say: 'jambo' },
};

const typeLabels: Record<ExerciseType, string> = {
  select: 'Select',
  translate: 'Translate',
  word_bank: 'Word bank',
  match_pairs: 'Match pairs',
  fill_blank: 'Fill the blank',
  listen: 'Listen',
};

const show = (source: unknown) => JSON.stringify(source, null, 2);

/** The text parsed and checked by the importer's own schema: the source, or every problem. */
function check(text: string): { source: ExerciseSource; problems: [] } | { source: undefined; problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { source: undefined, problems: [`Not valid JSON: ${(error as Error).message}`] };
  }
  const result = exerciseSourceSchema.safeParse(raw);
  if (result.success) return { source: result.data, problems: [] };
  return {
    source: undefined,
    problems: result.error.issues.map((issue) => `${issue.path.join('.') || 'exercise'}: ${issue.message}`),
  };
}

/**
 * The editor of one exercise, any type: the authoring format as JSON, checked as you type by the
 * schema the importer uses, with a live preview (`renderPreview`, the learner's own components,
 * composed by the page) where the admin can try an answer.
 */
export function ExerciseEditor({
  lessonId,
  languageId,
  exercise,
  renderPreview,
  onSaved,
}: {
  lessonId: string;
  /** The course's language: a listen exercise's clip is made per language. */
  languageId: string;
  exercise?: AdminExercise | undefined;
  renderPreview: (source: ExerciseSource) => ReactNode;
  onSaved: () => void;
}) {
  const [text, setText] = useState(show(exercise?.exercise ?? templates.select));
  const [status, setStatus] = useState<ContentStatus>(exercise?.status ?? 'draft');
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const save = useSaveExercise();
  const checked = check(text);
  const problems = [...checked.problems, ...serverProblems];
  const type = checked.source?.type;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-4">
        {exercise ? null : (
          <Select
            label="Type"
            value={type ?? ''}
            onChange={(event) => {
              setServerProblems([]);
              setText(show(templates[event.target.value as ExerciseType]));
            }}
          >
            {type ? null : <option value="">—</option>}
            {exerciseTypes.map((choice) => (
              <option key={choice} value={choice}>
                {typeLabels[choice]}
              </option>
            ))}
          </Select>
        )}
        <Textarea
          label="Exercise (as in the course files)"
          rows={14}
          spellCheck={false}
          className="font-mono text-sm"
          value={text}
          error={problems.length > 0 ? problems.join(' · ') : undefined}
          hint="Answers are written as text; ids are given when it is saved."
          onChange={(event) => {
            setServerProblems([]);
            setText(event.target.value);
          }}
        />
        {checked.source?.type === 'listen' ? <ClipPanel languageId={languageId} say={checked.source.say} /> : null}
        <Select
          label="State"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ContentStatus);
          }}
        >
          <option value="draft">Draft (learners do not see it)</option>
          <option value="published">Published</option>
          <option value="archived">Archived</option>
        </Select>
        <Button
          isLoading={save.isPending}
          disabled={!checked.source}
          onClick={() => {
            if (!checked.source) return;
            save.mutate(
              { id: exercise?.id, lessonId, exercise: checked.source, status },
              {
                onSuccess: () => {
                  void notify('success', 'The exercise is saved.');
                  onSaved();
                },
                onError: (error) => {
                  setServerProblems(
                    error instanceof ApiError && error.fields ? Object.values(error.fields) : [error.message],
                  );
                },
              },
            );
          }}
        >
          {exercise ? 'Save exercise' : 'Add exercise'}
        </Button>
      </div>
      <section aria-label="Preview" className="min-w-0 rounded-card border border-line bg-surface p-4">
        {checked.source ? renderPreview(checked.source) : <p className="text-ink-muted">Fix the exercise to see it.</p>}
      </section>
    </div>
  );
}
