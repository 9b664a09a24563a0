import type { Exercise } from '@roots/shared/contracts/learning';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { Romanised } from '../romanisation/romanisation.tsx';
import { useRomanisationShown } from '../romanisation/romanisation-context.ts';

const pairColours = [
  'bg-primary-soft border-primary',
  'bg-ochre-soft border-ochre',
  'bg-accent-soft border-accent',
  'bg-success-soft border-success',
  'bg-surface-sunken border-ink-muted',
];

/** Tap a word on the left, then its meaning on the right; tap a matched word to undo it. */
export function MatchPairs({
  exercise,
  value,
  onChange,
  disabled,
  wrongLeftIds,
}: {
  exercise: Exercise;
  value: [string, string][];
  onChange: (value: [string, string][]) => void;
  disabled: boolean;
  wrongLeftIds: string[];
}) {
  const [picked, setPicked] = useState<string | null>(null);
  // With a romanisation line under the words, every cell is as tall, so the columns stay level.
  const tall = useRomanisationShown(exercise, disabled);
  const pairIndex = (id: string) => value.findIndex(([l, r]) => l === id || r === id);

  const pickLeft = (id: string) => {
    if (pairIndex(id) >= 0) {
      onChange(value.filter(([l]) => l !== id));
      return;
    }
    setPicked(picked === id ? null : id);
  };
  const pickRight = (id: string) => {
    if (pairIndex(id) >= 0) {
      onChange(value.filter(([, r]) => r !== id));
      return;
    }
    if (picked) {
      onChange([...value, [picked, id]]);
      setPicked(null);
    }
  };

  const cell = (id: string, text: string, side: 'left' | 'right') => {
    const index = pairIndex(id);
    const wrong = side === 'left' && wrongLeftIds.includes(id);
    return (
      <button
        key={id}
        type="button"
        data-answer-choice
        disabled={disabled}
        aria-pressed={side === 'left' ? picked === id || index >= 0 : index >= 0}
        onClick={() => (side === 'left' ? pickLeft(id) : pickRight(id))}
        className={cn(
          'min-h-12 rounded-control border-2 px-3 py-2 text-left text-lg font-semibold text-ink transition-colors',
          index >= 0
            ? pairColours[index % pairColours.length]
            : 'border-line bg-surface-raised hover:border-primary/60',
          picked === id && 'border-primary ring-2 ring-primary/40',
          tall && 'min-h-16',
          wrong && 'border-danger bg-danger-soft',
        )}
      >
        {text}
        <Romanised text={text} exercise={exercise} answered={disabled} />
      </button>
    );
  };

  return (
    <div className="grid grid-cols-2 gap-3">
      <div role="group" aria-label="Words" className="flex flex-col gap-2">
        {(exercise.left ?? []).map((item) => cell(item.id, item.text, 'left'))}
      </div>
      <div role="group" aria-label="Meanings" className="flex flex-col gap-2">
        {(exercise.right ?? []).map((item) => cell(item.id, item.text, 'right'))}
      </div>
    </div>
  );
}
