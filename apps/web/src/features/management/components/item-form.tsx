import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useMarkdownPreview } from '../api/preview-markdown.ts';
import { type NewCourseItem, useCreateCourseItem } from '../api/create-course-item.ts';
import { type CourseItemChanges, type CourseItemKind, useUpdateCourseItem } from '../api/update-course-item.ts';

export interface Field {
  name: string;
  label: string;
  multiline?: boolean;
  /** A choice among these values (a fact's category) instead of free text. */
  options?: readonly string[];
  hint?: string;
  /** A problem the form can see itself, shown on the field before anything is sent. */
  check?: (value: string) => string | undefined;
  /** Markdown, shown beside its live preview (multiline). */
  markdown?: boolean;
}

/**
 * A Markdown field with its live preview, rendered by the server's one Markdown renderer (the
 * blog editor's preview call): what the teacher sees is what learners get.
 */
function MarkdownField({ label, ...props }: Parameters<typeof Textarea>[0] & { label: string; value: string }) {
  const preview = useMarkdownPreview(useDebounced(props.value, 300));
  const headingId = useId();
  return (
    <div className="space-y-2">
      <Textarea label={label} rows={10} className="font-mono text-sm" {...props} />
      <section aria-labelledby={headingId} className="rounded-control border border-line p-3">
        <h3 id={headingId} className="text-sm font-semibold text-ink-muted">
          Preview of {label.toLowerCase()}
        </h3>
        {props.value.trim() === '' ? (
          <p className="mt-2 text-sm text-ink-muted">Nothing to show: empty means none.</p>
        ) : (
          <div
            className="prose-roots mt-2 [&>:first-child]:mt-0"
            dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
          />
        )}
      </section>
    </div>
  );
}

type Values = Record<string, string>;
interface Callbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/**
 * A button that opens a small form for a course item's text fields: in place of the button, or in a
 * dialog when it edits a row of the tree (a form in the row would squeeze the row's title). The
 * server's per-field messages show under the fields (`words.3.1`'s under `words`).
 */
function ItemForm({
  label,
  accessibleLabel,
  dialogTitle,
  submitLabel,
  fields,
  initial,
  isPending,
  save,
}: {
  label: string;
  /** When the visible label is short ("Edit") and a screen reader needs to know of what. */
  accessibleLabel?: string;
  dialogTitle?: string;
  submitLabel: string;
  fields: Field[];
  initial: Values;
  isPending: boolean;
  save: (values: Values, callbacks: Callbacks) => void;
}) {
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Values>({});
  const opener = (
    <Button
      size="sm"
      variant="secondary"
      aria-label={accessibleLabel}
      onClick={() => {
        setValues(initial);
      }}
    >
      {label}
    </Button>
  );
  if (!values) return opener;
  const close = () => {
    setValues(null);
    setErrors({});
  };
  const errorOf = (name: string) =>
    Object.entries(errors).find(([key]) => key === name || key.startsWith(`${name}.`))?.[1];
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const problems = Object.fromEntries(
      fields.flatMap((field) => {
        const problem = field.check?.(values[field.name] ?? '');
        return problem ? [[field.name, problem]] : [];
      }),
    );
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    save(values, {
      onSuccess: close,
      onError: (error) => {
        setErrors(error instanceof ApiError && error.fields ? error.fields : {});
        void notify('error', error.message);
      },
    });
  };
  const form = (
    <form
      onSubmit={submit}
      noValidate
      className={dialogTitle ? 'space-y-3 text-ink' : 'space-y-3 rounded-card border border-line p-3'}
    >
      {fields.map((field) => {
        const props = {
          label: field.label,
          hint: field.hint,
          value: values[field.name] ?? '',
          error: errorOf(field.name),
          onChange: (event: { target: { value: string } }) => {
            setValues((current) => ({ ...current, [field.name]: event.target.value }));
          },
        };
        if (field.options)
          return (
            <Select key={field.name} {...props}>
              <option value="" disabled>
                Choose…
              </option>
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          );
        if (field.markdown) return <MarkdownField key={field.name} {...props} />;
        return field.multiline ? (
          <Textarea key={field.name} rows={4} {...props} />
        ) : (
          <Input key={field.name} {...props} />
        );
      })}
      <div className="flex gap-2">
        <Button type="submit" size="sm" isLoading={isPending}>
          {submitLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
  if (!dialogTitle) return form;
  return (
    <>
      {opener}
      <Modal open title={dialogTitle} onClose={close}>
        {form}
      </Modal>
    </>
  );
}

/** Makes one course item (a language, unit, lesson or fact) as a draft. */
export function QuickCreate({
  label,
  fields,
  toItem,
}: {
  label: string;
  fields: Field[];
  toItem: (values: Values) => NewCourseItem;
}) {
  const create = useCreateCourseItem();
  return (
    <ItemForm
      label={label}
      submitLabel={label}
      fields={fields}
      initial={{}}
      isPending={create.isPending}
      save={(values, { onSuccess, onError }) => {
        create.mutate(toItem(values), {
          onSuccess: () => {
            void notify('success', 'Made as a draft.');
            onSuccess();
          },
          onError,
        });
      }}
    />
  );
}

/** The form's values as they are, one per field: the changes of an item whose fields are all text. */
const asTyped = (fields: Field[]) => (values: Values) =>
  Object.fromEntries(fields.map(({ name }) => [name, values[name] ?? ''])) as CourseItemChanges;

/**
 * Changes the text of one course item: a rename, a new description, a fact's wording. Fields that
 * are not plain text (a lesson's words) say how their text becomes a change with `toChanges`.
 */
export function QuickEdit({
  kind,
  id,
  title,
  fields,
  initial,
  toChanges,
}: {
  kind: CourseItemKind;
  id: string;
  title: string;
  fields: Field[];
  initial: Values;
  toChanges?: (values: Values) => CourseItemChanges;
}) {
  const update = useUpdateCourseItem();
  const changesOf = toChanges ?? asTyped(fields);
  return (
    <ItemForm
      label="Edit"
      accessibleLabel={`Edit ${title}`}
      dialogTitle={`Edit ${title}`}
      submitLabel="Save"
      fields={fields}
      initial={initial}
      isPending={update.isPending}
      save={(values, { onSuccess, onError }) => {
        update.mutate(
          { kind, id, changes: changesOf(values) },
          {
            onSuccess: () => {
              void notify('success', 'Saved.');
              onSuccess();
            },
            onError,
          },
        );
      }}
    />
  );
}
