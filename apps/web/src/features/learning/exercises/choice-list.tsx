import type { Exercise } from '@roots/shared/contracts/learning';
import { CheckCircle2, XCircle } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { Romanised } from '../romanisation/romanisation.tsx';

/** How an option looks: before the check only "chosen"; after it, the right one and a wrong pick. */
function optionMark(chosen: boolean, correctText: string | undefined, text: string) {
  if (correctText === undefined) return chosen ? 'chosen' : 'idle';
  if (text === correctText) return 'right';
  return chosen ? 'wrong' : 'idle';
}

/** Options as large buttons numbered 1–n (the player maps the number keys to them). */
export function ChoiceList({
  exercise,
  value,
  onChange,
  disabled,
  correctText,
}: {
  exercise: Exercise;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** After a check: the right option's text, to mark it. */
  correctText: string | undefined;
}) {
  return (
    <div role="radiogroup" aria-label="Choose an answer" className="grid gap-3 sm:grid-cols-2">
      {(exercise.options ?? []).map((option, index) => {
        const chosen = value === option.id;
        const mark = optionMark(chosen, correctText, option.text);
        return (
          <button
            key={option.id}
            type="button"
            data-answer-choice
            role="radio"
            aria-checked={chosen}
            disabled={disabled}
            onClick={() => onChange(option.id)}
            className={cn(
              'flex min-h-14 items-center gap-3 rounded-control border-2 px-4 py-3 text-left text-lg font-semibold text-ink transition-colors',
              mark === 'chosen' && 'border-primary bg-primary-soft',
              mark === 'idle' && 'border-line bg-surface-raised',
              mark === 'idle' && !disabled && 'hover:border-primary/60',
              mark === 'right' && 'border-success bg-success-soft',
              mark === 'wrong' && 'border-danger bg-danger-soft',
              disabled && 'cursor-default',
            )}
          >
            {mark === 'right' ? (
              <CheckCircle2 aria-hidden="true" className="size-7 shrink-0 text-success" />
            ) : mark === 'wrong' ? (
              <XCircle aria-hidden="true" className="size-7 shrink-0 text-danger" />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-md border border-line text-sm text-ink-muted"
              >
                {index + 1}
              </span>
            )}
            <span lang={exercise.into === 'english' || exercise.type === 'read' ? 'en' : undefined}>
              {option.text}
              <Romanised text={option.text} exercise={exercise} answered={disabled} />
            </span>
            {mark === 'right' || mark === 'wrong' ? (
              <span className="sr-only">{mark === 'right' ? ' (correct answer)' : ' (your answer, wrong)'}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
