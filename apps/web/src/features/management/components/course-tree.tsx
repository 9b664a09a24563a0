// The course tree screen, longer than ~300 lines: the tree, each row's controls and the facts list
// share one tree query and its mutations; split further, each part would take the whole tree as props.
import type { ExerciseSource } from '@roots/shared/contracts/exercise-source';
import {
  type AdminExercise,
  type ContentStatus,
  type CourseTree,
  factCategories,
} from '@roots/shared/contracts/management';
import { countOf } from '@roots/shared/domain/count';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../lib/notify.ts';
import { useAdminLanguages } from '../api/get-admin-languages.ts';
import { useCourseTree } from '../api/get-course-tree.ts';
import { type CourseItemChanges, type CourseItemKind, useUpdateCourseItem } from '../api/update-course-item.ts';
import { useManagement } from '../management-context.ts';
import { useDeleteCourseItem } from '../api/delete-course-item.ts';
import { ClipPanel } from './clip-panel.tsx';
import { ExerciseEditor } from './exercise-editor.tsx';
import { type Field, QuickCreate, QuickEdit } from './item-form.tsx';
import { tipsProblems } from '@roots/shared/domain/tips';
import { LessonPreview } from './lesson-preview.tsx';
import { textsOf, textToWords, wordLinesProblem, wordsToText } from './item-texts.ts';
import { publishedCount } from './publish-rule.ts';
import { StatusBadge } from './status-badge.tsx';
import { useTreeMemory } from './tree-memory.ts';
import { RecordRow } from './record-row.tsx';

type RenderPreview = (source: ExerciseSource, languageCode: string) => React.ReactNode;

interface ItemProps {
  kind: CourseItemKind;
  item: { id: string; status: ContentStatus; position: number };
  title: string;
  last: boolean;
  /** The item's text fields, edited in a dialog (rename, describe); none for an exercise. */
  fields?: Field[];
  /** For fields that are not the item's own text (a lesson's words): their text, and back. */
  editInitial?: Record<string, string>;
  toChanges?: (values: Record<string, string>) => CourseItemChanges;
  /** Why it cannot be published yet (a lesson short of exercises): Publish is disabled, described by it. */
  publishBlocked?: { id: string; reason: string } | undefined;
}

/** One row of the tree: its state, and the edits, moves, publishing and archiving an admin can do. */
function ItemControls({ kind, item, title, last, fields, editInitial, toChanges, publishBlocked }: ItemProps) {
  const { id, status, position } = item;
  const update = useUpdateCourseItem();
  const remove = useDeleteCourseItem();
  const change = (changes: { status?: ContentStatus; position?: number }, done: string) => {
    update.mutate(
      { kind, id, changes },
      {
        onSuccess: () => void notify('success', done),
        onError: (error) => void notify('error', error.message),
      },
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-1">
      <StatusBadge status={status} />
      {fields ? (
        <QuickEdit
          kind={kind}
          id={id}
          title={title}
          fields={fields}
          initial={editInitial ?? textsOf(item, fields)}
          toChanges={toChanges}
        />
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${title} up`}
        disabled={position <= 1 || update.isPending}
        onClick={() => {
          change({ position: position - 1 }, `${title} moved up.`);
        }}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${title} down`}
        disabled={last || update.isPending}
        onClick={() => {
          change({ position: position + 1 }, `${title} moved down.`);
        }}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      {status === 'published' ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          onClick={() => {
            change({ status: 'draft' }, `${title} is a draft again.`);
          }}
        >
          Unpublish
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending || publishBlocked !== undefined}
          aria-describedby={publishBlocked?.id}
          onClick={() => {
            change({ status: 'published' }, `${title} is published.`);
          }}
        >
          Publish
        </Button>
      )}
      {status === 'archived' ? null : (
        <Button
          size="sm"
          variant="ghost"
          disabled={update.isPending}
          onClick={() => {
            change({ status: 'archived' }, `${title} is archived.`);
          }}
        >
          Archive
        </Button>
      )}
      {kind === 'language' ? null : (
        <Button
          size="sm"
          variant="ghost"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(`Delete ${title}? If learners have progress on it, it is archived instead.`)) return;
            remove.mutate({ kind, id });
          }}
        >
          Delete
        </Button>
      )}
    </div>
  );
}

const unitFields: Field[] = [
  { name: 'title', label: 'Unit title' },
  { name: 'description', label: 'What the unit teaches' },
  {
    name: 'tips',
    label: 'Tips',
    markdown: true,
    hint: 'Grammar and usage notes in Markdown: ## and ### headings, lists, **bold**, *italic*, small tables; no HTML. Leave empty for no tips.',
    check: (value) => tipsProblems(value.trim())[0],
  },
];
const languageFields: Field[] = [
  { name: 'name', label: 'Name in English' },
  { name: 'native_name', label: 'Native name' },
  { name: 'description', label: 'Description', multiline: true },
];
const lessonFields: Field[] = [
  { name: 'title', label: 'Lesson title' },
  {
    name: 'words',
    label: 'New words',
    hint: 'One per line: word = meaning. Learners meet them before the exercises.',
    multiline: true,
    check: wordLinesProblem,
  },
];
const factFields: Field[] = [
  { name: 'category', label: 'Category', options: factCategories },
  { name: 'title', label: 'Title' },
  { name: 'body', label: 'Text', multiline: true },
];

/** A unit's or lesson's title that folds its contents away, with how much it holds. */
function FoldButton({
  open,
  onToggle,
  label,
  count,
  className = '',
}: {
  open: boolean;
  onToggle: () => void;
  label: string;
  count: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      className={`min-h-11 text-left break-words ${className}`}
      onClick={onToggle}
    >
      {open ? '▾' : '▸'} {label} <span className="font-normal text-ink-muted">({count})</span>
    </button>
  );
}

function Tree({
  languageId,
  lastLanguage,
  renderPreview,
}: {
  languageId: string;
  lastLanguage: boolean;
  renderPreview: RenderPreview;
}) {
  const { data: tree } = useCourseTree(languageId);
  const [editing, setEditing] = useState<Editing>(null);
  const { language } = tree;
  return (
    <div className="space-y-4">
      <Card className="flex flex-wrap items-center justify-between gap-2 p-4">
        <h3 className="min-w-0 text-lg font-bold break-words">
          {language.name} · <span lang={language.code}>{language.native_name}</span>
        </h3>
        <ItemControls
          kind="language"
          item={language}
          title={language.name}
          last={lastLanguage}
          fields={languageFields}
        />
      </Card>
      {tree.units.length === 0 ? <p className="text-ink-muted">This course has no units yet.</p> : null}
      <Units tree={tree} editing={editing} setEditing={setEditing} renderPreview={renderPreview} />
      <QuickCreate
        label="New unit"
        fields={unitFields}
        toItem={(values) => ({
          kind: 'unit',
          body: {
            language_id: languageId,
            title: values.title ?? '',
            description: values.description ?? '',
            tips: values.tips ?? '',
          },
        })}
      />
      <FactList tree={tree} />
    </div>
  );
}

type Editing = { lessonId: string; exercise?: AdminExercise } | null;

function Units({
  tree,
  editing,
  setEditing,
  renderPreview,
}: {
  tree: CourseTree;
  editing: Editing;
  setEditing: (editing: Editing) => void;
  renderPreview: RenderPreview;
}) {
  const memory = useTreeMemory(tree);
  const [playing, setPlaying] = useState<string | null>(null);
  // Opening the editor replaces the button pressed, and closing it removes the editor: the focus
  // goes to the editor's heading, then back to the lesson's "Add exercise", not to the page's top.
  const edit = (next: Editing, focusId: string) => {
    flushSync(() => {
      setEditing(next);
    });
    document.getElementById(focusId)?.focus();
  };
  return (
    <ol className="space-y-3">
      {tree.units.map((unit, u) => (
        <li key={unit.id}>
          <Card className="p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="min-w-0 font-bold break-words">
                <FoldButton
                  open={memory.unitOpen(unit.id)}
                  onToggle={() => {
                    memory.toggleUnit(unit.id);
                  }}
                  label={`${String(unit.position)}. ${unit.title}`}
                  count={countOf(unit.lessons.length, 'lesson')}
                />
              </h3>
              <ItemControls
                kind="unit"
                item={unit}
                title={unit.title}
                last={u === tree.units.length - 1}
                fields={unitFields}
              />
            </div>
            {memory.unitOpen(unit.id) ? (
              <>
                <ol className="mt-3 space-y-2 border-l-2 border-line pl-2 sm:pl-3">
                  {unit.lessons.map((lesson, l) => {
                    const count = publishedCount(lesson);
                    const countId = `publish-count-${lesson.id}`;
                    return (
                      <li key={lesson.id}>
                        <div className="flex flex-wrap items-center justify-between gap-2 py-1">
                          <div className="min-w-0">
                            <FoldButton
                              open={memory.lessonOpen(lesson.id)}
                              onToggle={() => {
                                memory.toggleLesson(lesson.id);
                              }}
                              label={lesson.title}
                              count={`${String(lesson.exercises.length)} exercises`}
                              className="min-w-0 font-semibold"
                            />
                            <p
                              id={countId}
                              className={
                                count.enough ? 'text-sm text-ink-muted' : 'text-sm font-medium text-on-ochre-soft'
                              }
                            >
                              {count.text}
                            </p>
                          </div>
                          <ItemControls
                            kind="lesson"
                            item={lesson}
                            title={lesson.title}
                            last={l === unit.lessons.length - 1}
                            fields={lessonFields}
                            editInitial={{ title: lesson.title, words: wordsToText(lesson.words) }}
                            toChanges={(values) => ({
                              title: values.title ?? '',
                              words: textToWords(values.words ?? ''),
                            })}
                            publishBlocked={count.enough ? undefined : { id: countId, reason: count.text }}
                          />
                        </div>
                        {memory.lessonOpen(lesson.id) ? (
                          <div>
                            <ol className="mt-2 divide-y divide-line sm:pl-3">
                              {lesson.exercises.map((exercise, e) => (
                                <li
                                  key={exercise.id}
                                  className="flex flex-wrap items-center justify-between gap-2 py-1"
                                >
                                  <span className="min-w-0 text-sm break-words">
                                    <span className="font-semibold">{exercise.type.replace('_', ' ')}</span> ·{' '}
                                    {exercise.exercise.prompt}
                                  </span>
                                  <div className="flex flex-wrap items-center gap-1">
                                    <Button
                                      size="sm"
                                      variant="ghost"
                                      aria-label={`Edit exercise ${String(exercise.position)}`}
                                      onClick={() => {
                                        edit({ lessonId: lesson.id, exercise }, `editor-${lesson.id}`);
                                      }}
                                    >
                                      Edit
                                    </Button>
                                    <ItemControls
                                      kind="exercise"
                                      item={exercise}
                                      title={`Exercise ${String(exercise.position)}`}
                                      last={e === lesson.exercises.length - 1}
                                    />
                                  </div>
                                </li>
                              ))}
                            </ol>
                            <WordRecordings languageId={tree.language.id} words={lesson.words} />
                            {playing === lesson.id ? (
                              <LessonPreview
                                title={lesson.title}
                                exercises={lesson.exercises}
                                renderPreview={(source) => renderPreview(source, tree.language.code)}
                                onClose={() => {
                                  setPlaying(null);
                                }}
                              />
                            ) : (
                              <Button
                                size="sm"
                                variant="secondary"
                                className="mt-2 mr-2"
                                onClick={() => {
                                  setPlaying(lesson.id);
                                }}
                              >
                                Play as a learner
                              </Button>
                            )}
                            {editing?.lessonId === lesson.id ? (
                              <div className="mt-3 border-t border-line pt-3 sm:rounded-card sm:border sm:p-3">
                                <div className="mb-3 flex items-center justify-between gap-2">
                                  <h4 id={`editor-${lesson.id}`} tabIndex={-1} className="font-bold">
                                    {editing.exercise
                                      ? `Exercise ${String(editing.exercise.position)}`
                                      : 'New exercise'}
                                  </h4>
                                  <Button
                                    size="sm"
                                    variant="ghost"
                                    onClick={() => {
                                      edit(null, `add-exercise-${lesson.id}`);
                                    }}
                                  >
                                    Close
                                  </Button>
                                </div>
                                <ExerciseEditor
                                  key={editing.exercise?.id ?? 'new'}
                                  lessonId={lesson.id}
                                  languageId={tree.language.id}
                                  exercise={editing.exercise}
                                  renderPreview={(source) => renderPreview(source, tree.language.code)}
                                  onSaved={() => {
                                    edit(null, `add-exercise-${lesson.id}`);
                                  }}
                                />
                              </div>
                            ) : (
                              <Button
                                id={`add-exercise-${lesson.id}`}
                                size="sm"
                                variant="secondary"
                                className="mt-2"
                                onClick={() => {
                                  edit({ lessonId: lesson.id }, `editor-${lesson.id}`);
                                }}
                              >
                                Add exercise
                              </Button>
                            )}
                          </div>
                        ) : null}
                      </li>
                    );
                  })}
                </ol>
                <div className="mt-3">
                  <QuickCreate
                    label="New lesson"
                    fields={[{ name: 'title', label: 'Lesson title' }]}
                    toItem={(values) => ({ kind: 'lesson', body: { unit_id: unit.id, title: values.title ?? '' } })}
                  />
                </div>
              </>
            ) : null}
          </Card>
        </li>
      ))}
    </ol>
  );
}

/**
 * The recordings of a lesson's new words, which its introduction cards play. Their clips are
 * asked for only once the list is opened: a lesson has up to 40 words.
 */
function WordRecordings({ languageId, words }: { languageId: string; words: readonly (readonly [string, string])[] }) {
  const [open, setOpen] = useState(false);
  if (words.length === 0) return null;
  return (
    <details
      className="mt-2 rounded-card border border-line p-3"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className="cursor-pointer font-semibold">Recordings of the new words ({words.length})</summary>
      {open ? (
        <div className="mt-3 space-y-2">
          {words.map(([word]) => (
            <ClipPanel key={word} languageId={languageId} say={word} of="word" />
          ))}
        </div>
      ) : null}
    </details>
  );
}

/** The course editor: pick a language, then reorder, publish and archive its units, lessons and exercises. */
export function CourseTreePanel({ renderPreview }: { renderPreview: RenderPreview }) {
  const { data: languages } = useAdminLanguages();
  const { languageId, selectLanguage } = useManagement();
  const current = languageId ?? languages[0]?.id ?? null;
  const lastLanguage = languages.at(-1)?.id === current;
  return (
    <div className="space-y-4">
      <Select
        label="Course"
        value={current ?? ''}
        onChange={(event) => {
          selectLanguage(event.target.value);
        }}
      >
        {languages.map((language) => (
          <option key={language.id} value={language.id}>
            {language.name} ({language.code}) · {language.status}
          </option>
        ))}
      </Select>
      <QuickCreate
        label="New language"
        fields={[{ name: 'code', label: 'ISO code (e.g. xh)' }, ...languageFields]}
        toItem={(values) => ({
          kind: 'language',
          body: {
            code: values.code ?? '',
            name: values.name ?? '',
            native_name: values.native_name ?? '',
            description: values.description ?? '',
          },
        })}
      />
      {current ? (
        <QueryBoundary
          key={current}
          fallback={<Skeleton className="h-40" />}
          error={({ message, retry }) => <LoadError onRetry={retry}>Could not load the course: {message}</LoadError>}
        >
          <Tree languageId={current} lastLanguage={lastLanguage} renderPreview={renderPreview} />
        </QueryBoundary>
      ) : (
        <p className="text-ink-muted">No course yet.</p>
      )}
    </div>
  );
}

/** The cultural facts of the course: read, delete, add. */
function FactList({ tree }: { tree: CourseTree }) {
  const remove = useDeleteCourseItem();
  return (
    <details className="rounded-card border border-line bg-surface-raised p-4">
      <summary className="cursor-pointer font-bold">Cultural facts ({tree.facts.length})</summary>
      <ul className="mt-3 divide-y divide-line">
        {tree.facts.map((fact) => (
          <RecordRow
            key={fact.id}
            className="py-2"
            actions={
              <>
                <QuickEdit
                  kind="fact"
                  id={fact.id}
                  title={fact.title}
                  fields={factFields}
                  initial={textsOf(fact, factFields)}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (!window.confirm(`Delete the fact “${fact.title}”?`)) return;
                    remove.mutate({ kind: 'fact', id: fact.id });
                  }}
                >
                  Delete
                </Button>
              </>
            }
          >
            <p className="font-semibold">
              {fact.title} <span className="text-sm font-normal text-ink-muted">· {fact.category}</span>
            </p>
            <p className="text-sm">{fact.body}</p>
          </RecordRow>
        ))}
      </ul>
      <div className="mt-3">
        <QuickCreate
          label="New fact"
          fields={factFields}
          toItem={(values) => ({
            kind: 'fact',
            body: {
              language_id: tree.language.id,
              category: values.category ?? '',
              title: values.title ?? '',
              body: values.body ?? '',
            },
          })}
        />
      </div>
    </details>
  );
}
