import type { Exercise } from '@roots/shared/contracts/learning';
import { Check, XCircle } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { WRONG_PAIR_MS } from './answer.ts';
import { Romanised } from '../romanisation/romanisation.tsx';
import { useRomanisationShown } from '../romanisation/romanisation-context.ts';

const pairColours = [
  'bg-primary-soft border-primary',
  'bg-ochre-soft border-ochre',
  'bg-accent-soft border-accent',
  'bg-success-soft border-success',
  'bg-surface-sunken border-ink-muted',
];

/**
 * Tap a word on the left, then its meaning on the right. With `checkPair` (the lesson player) each
 * pair is checked as it is made: a right one stays matched, a wrong one shakes and is released.
 * The next pair can be tapped while one is being checked (a slow network drops no tap); only the
 * words of a pair in flight wait for its answer.
 * Without it (the CMS preview) pairs are only graded with the whole answer, and a matched word is
 * tapped again to undo it.
 */
export function MatchPairs({
  exercise,
  value,
  onChange,
  disabled,
  wrongLeftIds,
  checkPair,
}: {
  exercise: Exercise;
  value: [string, string][];
  onChange: (value: [string, string][]) => void;
  disabled: boolean;
  wrongLeftIds: string[];
  checkPair?: (left: string, right: string) => Promise<boolean>;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const [pending, setPending] = useState<[string, string][]>([]);
  const [wrong, setWrong] = useState<[string, string] | null>(null);
  // A pair's answer may come after another pair was matched: it adds to the value of that moment.
  const current = useRef(value);
  useLayoutEffect(() => {
    current.current = value;
  }, [value]);
  // With a romanisation line under the words, every cell is as tall, so the columns stay level.
  const tall = useRomanisationShown(exercise, disabled);
  const pairIndex = (id: string) => value.findIndex(([l, r]) => l === id || r === id);
  const inFlight = (id: string) => pending.some((pair) => pair.includes(id));

  const pickLeft = (id: string) => {
    if (inFlight(id)) return;
    if (pairIndex(id) >= 0) {
      if (!checkPair) onChange(value.filter(([l]) => l !== id));
      return;
    }
    setPicked(picked === id ? null : id);
  };
  const pickRight = (id: string) => {
    if (inFlight(id)) return;
    if (pairIndex(id) >= 0) {
      if (!checkPair) onChange(value.filter(([, r]) => r !== id));
      return;
    }
    if (!picked) return;
    setPicked(null);
    if (!checkPair) {
      onChange([...value, [picked, id]]);
      return;
    }
    const pair: [string, string] = [picked, id];
    setPending((all) => [...all, pair]);
    checkPair(...pair)
      .then((right) => {
        if (right) {
          current.current = [...current.current, pair];
          onChange(current.current);
          return;
        }
        setWrong(pair);
        setTimeout(() => setWrong((shown) => (shown === pair ? null : shown)), WRONG_PAIR_MS);
      })
      // The player already said what failed (offline, too many tries): the pair is just released.
      .catch(() => undefined)
      .finally(() => setPending((all) => all.filter((other) => other !== pair)));
  };

  const cell = (id: string, text: string, side: 'left' | 'right') => {
    const index = pairIndex(id);
    const locked = checkPair !== undefined && index >= 0;
    const shaking = wrong?.includes(id) ?? false;
    const graded = side === 'left' && wrongLeftIds.includes(id);
    return (
      <button
        key={id}
        type="button"
        data-answer-choice
        disabled={disabled}
        aria-pressed={side === 'left' ? picked === id || index >= 0 : index >= 0}
        aria-disabled={locked || undefined}
        onClick={() => (side === 'left' ? pickLeft(id) : pickRight(id))}
        className={cn(
          'flex min-h-12 items-center gap-2 rounded-control border-2 px-3 py-2 text-left text-lg font-semibold break-words text-ink transition-colors',
          // One colour at a time (utilities of one property do not override each other by order).
          graded || shaking
            ? 'border-danger bg-danger-soft motion-safe:animate-shake'
            : index >= 0
              ? pairColours[index % pairColours.length]
              : picked === id
                ? 'border-primary bg-surface-raised ring-2 ring-primary/40'
                : 'border-line bg-surface-raised hover:border-primary/60',
          inFlight(id) && 'opacity-70',
          tall && 'min-h-16',
        )}
      >
        <span className="min-w-0 flex-1">
          {text}
          <Romanised text={text} exercise={exercise} answered={disabled} />
          {locked ? <span className="sr-only">, matched</span> : null}
        </span>
        {locked ? <Check aria-hidden="true" className="size-5 shrink-0 text-success" /> : null}
      </button>
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <div role="group" aria-label="Words" className="flex min-w-0 flex-col gap-2">
          {(exercise.left ?? []).map((item) => cell(item.id, item.text, 'left'))}
        </div>
        <div role="group" aria-label="Meanings" className="flex min-w-0 flex-col gap-2">
          {(exercise.right ?? []).map((item) => cell(item.id, item.text, 'right'))}
        </div>
      </div>
      {/* Said aloud, and shown under the grid rather than over it. */}
      <p role="status" className="flex min-h-6 items-center gap-1.5 text-sm font-semibold text-danger">
        {wrong ? (
          <>
            <XCircle aria-hidden="true" className="size-4 shrink-0" /> Not a pair. Try again.
          </>
        ) : null}
      </p>
    </div>
  );
}
