import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, FieldHint } from '../../../components/ui/input.tsx';
import type { RowChange } from './exercise-draft.ts';

export interface RowProps<T> {
  item: T;
  index: number;
  /** Sets this row's value. */
  set: (item: T) => void;
  /** The id the row's first field must carry: focus lands there after an add or a remove. */
  fieldId: string;
}

/** Where focus goes after a change: a row's first field, a row's move button, or the add button. */
type FocusTarget = { row: number; on: 'field' | 'up' | 'down' } | { row: -1; on: 'add' };

const rowId = (listId: string, index: number) => `${listId}-row-${String(index)}`;

/**
 * An editable list (options, answers, tiles, pairs): each row with its fields and buttons to move
 * it up or down and to remove it, and a button to add one, within the schema's bounds. Focus stays
 * where the keyboard user is: on the new row after an add, on the row that took the removed one's
 * place (or the add button), and on the moved row's button after a move.
 */
export function ListRows<T>({
  legend,
  hint,
  items,
  onChange,
  empty,
  min,
  max,
  rowName,
  error,
  renderRow,
}: {
  legend: string;
  hint?: ReactNode;
  items: readonly T[];
  onChange: (items: T[], change: RowChange) => void;
  /** The value of a new row. */
  empty: T;
  min: number;
  max: number;
  /** A row's name for the buttons, e.g. `option 2`. */
  rowName: (index: number) => string;
  /** A problem with the list as a whole (too few rows). */
  error?: string | undefined;
  renderRow: (row: RowProps<T>) => ReactNode;
}) {
  const id = useId();
  const fieldId = (index: number) => rowId(id, index);
  /** Applies a change, renders it at once, then puts the focus where the keyboard user expects it. */
  const change = (next: T[], what: RowChange, then: FocusTarget | null) => {
    flushSync(() => {
      onChange(next, what);
    });
    if (!then) return;
    const row = rowId(id, then.row);
    const target = document.getElementById(
      then.on === 'add' ? `${id}-add` : then.on === 'field' ? row : `${row}-${then.on}`,
    );
    // A move button at the list's end is disabled: its row's other move button takes the focus.
    const usable =
      target instanceof HTMLButtonElement && target.disabled
        ? document.getElementById(`${row}-${then.on === 'up' ? 'down' : 'up'}`)
        : target;
    usable?.focus();
  };

  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <FieldHint id={id} hint={hint} />
      <ol className="space-y-3 sm:space-y-2">
        {items.map((item, index) => (
          // Rows have no identity of their own (two options may read the same): the index is the key,
          // and the focus logic above follows the index.
          <li key={index} className="flex flex-wrap items-start gap-x-1 gap-y-1">
            <div className="min-w-0 flex-1 basis-48">
              {renderRow({
                item,
                index,
                fieldId: fieldId(index),
                set: (value) => {
                  change(
                    items.map((other, i) => (i === index ? value : other)),
                    { kind: 'edit' },
                    null,
                  );
                },
              })}
            </div>
            <div className="ml-auto flex shrink-0 gap-1">
              <Button
                id={`${fieldId(index)}-up`}
                size="sm"
                variant="ghost"
                className="min-h-11 min-w-11 px-2"
                aria-label={`Move ${rowName(index)} up`}
                disabled={index === 0}
                onClick={() => {
                  const next = [...items];
                  [next[index - 1], next[index]] = [next[index] as T, next[index - 1] as T];
                  change(next, { kind: 'move', from: index, to: index - 1 }, { row: index - 1, on: 'up' });
                }}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                id={`${fieldId(index)}-down`}
                size="sm"
                variant="ghost"
                className="min-h-11 min-w-11 px-2"
                aria-label={`Move ${rowName(index)} down`}
                disabled={index === items.length - 1}
                onClick={() => {
                  const next = [...items];
                  [next[index], next[index + 1]] = [next[index + 1] as T, next[index] as T];
                  change(next, { kind: 'move', from: index, to: index + 1 }, { row: index + 1, on: 'down' });
                }}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="min-h-11 min-w-11 px-2"
                aria-label={`Remove ${rowName(index)}`}
                disabled={items.length <= min}
                onClick={() => {
                  const next = items.filter((_, i) => i !== index);
                  const row = Math.min(index, next.length - 1);
                  change(next, { kind: 'remove', index }, row < 0 ? { row: -1, on: 'add' } : { row, on: 'field' });
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {items.length < max ? (
        <Button
          id={`${id}-add`}
          size="sm"
          variant="secondary"
          onClick={() => {
            change([...items, empty], { kind: 'add' }, { row: items.length, on: 'field' });
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add {rowName(items.length)}
        </Button>
      ) : null}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
