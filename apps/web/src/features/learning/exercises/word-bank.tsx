import type { Exercise } from '@roots/shared/contracts/learning';
import { cn } from '../../../lib/cn.ts';
import { Romanised } from '../romanisation/romanisation.tsx';

const tileClasses =
  'min-h-11 rounded-control border-2 border-line bg-surface-raised px-3 py-2 text-lg font-semibold text-ink shadow-sm transition-colors';

/** Build the sentence from tiles: tap a tile to add it, tap it in the answer to take it back. */
export function WordBank({
  exercise,
  value,
  onChange,
  disabled,
}: {
  exercise: Exercise;
  value: string[];
  onChange: (value: string[]) => void;
  disabled: boolean;
}) {
  const tiles = exercise.tiles ?? [];
  const text = (id: string) => tiles.find((tile) => tile.id === id)?.text ?? '';
  return (
    <div className="flex flex-col gap-5">
      <div
        aria-label="Your answer"
        role="group"
        className="flex min-h-16 flex-wrap items-center gap-2 border-b-2 border-line pb-3"
      >
        {value.length === 0 ? <span className="text-ink-muted">Tap the words in order.</span> : null}
        {value.map((id) => (
          <button
            key={id}
            type="button"
            data-answer-choice
            disabled={disabled}
            onClick={() => onChange(value.filter((chosen) => chosen !== id))}
            aria-label={`Remove “${text(id)}”`}
            className={cn(tileClasses, 'border-primary bg-primary-soft')}
          >
            {text(id)}
            <Romanised text={text(id)} exercise={exercise} answered={disabled} />
          </button>
        ))}
      </div>
      <div role="group" aria-label="Words to choose from" className="flex flex-wrap gap-2">
        {tiles.map((tile, index) => {
          const used = value.includes(tile.id);
          return (
            <button
              key={tile.id}
              type="button"
              data-answer-choice
              disabled={disabled || used}
              onClick={() => onChange([...value, tile.id])}
              aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
              className={cn(tileClasses, used ? 'border-dashed text-transparent' : 'hover:border-primary/60')}
            >
              {tile.text}
              {used ? null : <Romanised text={tile.text} exercise={exercise} answered={disabled} />}
            </button>
          );
        })}
      </div>
    </div>
  );
}
