import { type ExerciseSource, type ExerciseType, exerciseTypes } from '@roots/shared/contracts/exercise-source';
import type { AdminExercise, ContentStatus } from '@roots/shared/contracts/management';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveExercise } from '../api/save-exercise.ts';
import {
  checkDraft,
  type DraftErrors,
  type ExerciseDraft,
  problemCount,
  serverErrors,
  emptyDraft,
  isMissing,
  toDraft,
  toSource,
  typeLabels,
  unknownFields,
} from './exercise-draft.ts';
import { ExerciseForm } from './exercise-form.tsx';

const show = (draft: ExerciseDraft) => JSON.stringify(toSource(draft), null, 2);

/** The keys the form shows on a field of its own; any other problem is listed by the Save button. */
const onAField =
  /^(prompt|explanation|into|source|sentence|translation|say|answer|options|answers|tiles|pairs|choice\.(options|answer|answers))(\.\d+){0,2}$/;

/**
 * The Advanced (JSON) field: the draft in the authoring format, two-way. While the admin types
 * here the text is theirs; each edit that parses becomes the draft, and a form edit rewrites it.
 */
function JsonField({ draft, onDraft }: { draft: ExerciseDraft; onDraft: (draft: ExerciseDraft) => void }) {
  // What the admin typed, and the draft it left: once the form changes the draft, the form's JSON shows.
  const [typed, setTyped] = useState<{ text: string; problem?: string; draft: ExerciseDraft } | null>(null);
  const shown = typed?.draft === draft ? typed : null;
  return (
    <details className="rounded-card border border-line p-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">Advanced (JSON)</summary>
      <div className="mt-2">
        <Textarea
          label="The exercise as in the course files"
          rows={12}
          spellCheck={false}
          className="font-mono text-sm"
          value={shown?.text ?? show(draft)}
          error={shown?.problem}
          hint="Kept in step with the form: a change in either shows in the other."
          onChange={(event) => {
            const text = event.target.value;
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch (error) {
              setTyped({ text, problem: `Not valid JSON yet: ${(error as Error).message}`, draft });
              return;
            }
            const next = toDraft(parsed);
            if (!next) {
              setTyped({ text, problem: `Give "type" as one of: ${exerciseTypes.join(', ')}.`, draft });
              return;
            }
            const unknown = unknownFields(parsed);
            const problem = unknown.length > 0 ? `Not part of this type, left out: ${unknown.join(', ')}.` : undefined;
            setTyped({ text, draft: next, ...(problem ? { problem } : {}) });
            onDraft(next);
          }}
        />
      </div>
    </details>
  );
}

/**
 * The editor of one exercise: a form per type, checked as you type by the importer's own schema
 * (problems on their fields), the JSON for power users, and a live preview (`renderPreview`, the
 * learner's own components, composed by the page) where the admin can try an answer.
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
  const [draft, setDraft] = useState<ExerciseDraft>(() => toDraft(exercise?.exercise) ?? emptyDraft('select'));
  // A new exercise starts empty: its fields say what they lack once Save is pressed, not before.
  const [revealed, setRevealed] = useState(exercise !== undefined);
  const [status, setStatus] = useState<ContentStatus>(exercise?.status ?? 'draft');
  const [server, setServer] = useState<{ errors: DraftErrors; message?: string }>({ errors: {} });
  const save = useSaveExercise();
  const reasonId = useId();
  const checked = checkDraft(draft, status);
  const errors = Object.fromEntries(
    Object.entries({ ...server.errors, ...checked.errors }).filter(
      ([key, message]) => revealed || !isMissing(key, message, draft.type),
    ),
  );
  // Save says why it is disabled once a problem shows: at once for a wrong value, at Save for an empty one.
  const blocked = !checked.source && (revealed || Object.keys(errors).length > 0);
  const elsewhere = Object.entries(errors).filter(([key]) => !onAField.test(key));
  const edit = (next: ExerciseDraft) => {
    setServer({ errors: {} });
    setDraft(next);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2" data-exercise-editor>
      <form
        aria-label={exercise ? `Exercise ${String(exercise.position)}` : 'New exercise'}
        className="min-w-0 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setRevealed(true);
          if (!checked.source) return;
          save.mutate(
            { id: exercise?.id, lessonId, exercise: checked.source, status },
            {
              onSuccess: () => {
                void notify('success', 'The exercise is saved.');
                onSaved();
              },
              onError: (error) => {
                setServer({
                  errors: error instanceof ApiError ? serverErrors(error.fields) : {},
                  message: error.message,
                });
              },
            },
          );
        }}
      >
        {exercise ? null : (
          <Select
            label="Type"
            value={draft.type}
            onChange={(event) => {
              edit(emptyDraft(event.target.value as ExerciseType));
            }}
          >
            {exerciseTypes.map((choice) => (
              <option key={choice} value={choice}>
                {typeLabels[choice]}
              </option>
            ))}
          </Select>
        )}
        <ExerciseForm
          draft={draft}
          errors={errors}
          languageId={languageId}
          onChange={edit}
          onClipMade={() => {
            setServer({ errors: {} });
          }}
        />
        <JsonField draft={draft} onDraft={edit} />
        <Select
          label="State"
          hint="Learners see only what is published."
          value={status}
          onChange={(event) => {
            setServer({ errors: {} });
            setStatus(event.target.value as ContentStatus);
          }}
        >
          <option value="draft">Draft</option>
          <option value="published">Published</option>
          <option value="archived">Archived</option>
        </Select>
        {server.message ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {server.message}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            isLoading={save.isPending}
            disabled={blocked || save.isPending}
            aria-describedby={blocked ? reasonId : undefined}
          >
            {exercise ? 'Save exercise' : 'Add exercise'}
          </Button>
          {blocked ? (
            <p id={reasonId} className="text-sm text-ink-muted">
              {problemCount(checked.errors)} to fix before saving.
            </p>
          ) : null}
        </div>
        {elsewhere.length > 0 ? (
          <ul className="list-disc pl-5 text-sm text-danger">
            {elsewhere.map(([key, message]) => (
              <li key={key}>
                {key || 'exercise'}: {message}
              </li>
            ))}
          </ul>
        ) : null}
      </form>
      <section
        aria-label="Preview"
        className="min-w-0 self-start rounded-card border border-line bg-surface p-4 lg:sticky lg:top-20"
      >
        <h3 className="mb-3 text-sm font-semibold text-ink-muted">What the learner sees</h3>
        {checked.source ? (
          renderPreview(checked.source)
        ) : (
          <p className="text-ink-muted">
            {revealed ? 'Fix the marked fields to see it.' : 'Fill in the fields to see it.'}
          </p>
        )}
      </section>
    </div>
  );
}
