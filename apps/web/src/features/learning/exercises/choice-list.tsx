import type { Exercise } from '@roots/shared/contracts/learning';
import { cn } from '../../../lib/cn.ts';
import { Romanised } from '../romanisation/romanisation.tsx';

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
        const right = correctText !== undefined && option.text === correctText;
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
              chosen ? 'border-primary bg-primary-soft' : 'border-line bg-surface-raised hover:border-primary/60',
              right && 'border-success bg-success-soft',
              disabled && 'cursor-default',
            )}
          >
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-md border border-line text-sm text-ink-muted"
            >
              {index + 1}
            </span>
            <span lang={exercise.into === 'english' ? 'en' : undefined}>
              {option.text}
              <Romanised text={option.text} exercise={exercise} answered={disabled} />
            </span>
          </button>
        );
      })}
    </div>
  );
}
