import { hasEthiopic } from '@roots/shared/domain/ethiopic';

/**
 * After a right answer typed in Latin letters (an exercise that accepts romanised answers): how it
 * is written in fidel, so the learner meets the script every time.
 */
export function FidelSpelling({ typed, expected }: { typed: string; expected: string }) {
  if (!typed.trim() || hasEthiopic(typed) || !hasEthiopic(expected)) return null;
  return (
    <p>
      In fidel:{' '}
      <span lang="am" className="font-semibold">
        {expected}
      </span>
    </p>
  );
}
