import { DEFAULT_MAX_HEARTS, HEART_REGENERATION_MINUTES } from '../constants.ts';
import { regenerateHearts } from './learning.ts';

/** Hearts as the profile and heart check carry them (product spec section 3). */
export interface Hearts {
  heart_count: number;
  max_heart: number;
  next_heart_regen: string | null;
  regeneration_rate: number;
}

/** What a learner has before any regeneration, and what the app shows when hearts cannot load. */
export const defaultHearts: Hearts = {
  heart_count: DEFAULT_MAX_HEARTS,
  max_heart: DEFAULT_MAX_HEARTS,
  next_heart_regen: null,
  regeneration_rate: HEART_REGENERATION_MINUTES,
};

/** A learner's stored hearts: the count at `updatedAt`, and Premium's end (unlimited hearts until then). */
export interface StoredHearts {
  hearts: number;
  updatedAt: Date;
  premiumUntil: Date | null;
}

export const isPremiumAt = (premiumUntil: Date | null, at: Date) => premiumUntil !== null && premiumUntil > at;

/**
 * The hearts a learner has at an instant, regeneration applied; `updatedAt` is what to store if
 * they are written back. Premium learners always have a full set that never regenerates.
 */
export function heartsAt(stored: StoredHearts, at: Date): Hearts & { updatedAt: Date } {
  if (isPremiumAt(stored.premiumUntil, at)) return { ...defaultHearts, updatedAt: at };
  const state = regenerateHearts({ hearts: stored.hearts, updatedAt: stored.updatedAt }, at);
  return {
    heart_count: state.hearts,
    max_heart: DEFAULT_MAX_HEARTS,
    next_heart_regen: state.nextRegenAt?.toISOString() ?? null,
    regeneration_rate: HEART_REGENERATION_MINUTES,
    updatedAt: state.updatedAt,
  };
}

/** The hearts as the API carries them, without the stored timestamp. */
export function publicHearts(hearts: Hearts & { updatedAt: Date }): Hearts {
  return {
    heart_count: hearts.heart_count,
    max_heart: hearts.max_heart,
    next_heart_regen: hearts.next_heart_regen,
    regeneration_rate: hearts.regeneration_rate,
  };
}

/** One heart lost at `at`: losing one from a full set starts the regeneration clock then. */
export function loseHeart(current: { heart_count: number; updatedAt: Date }, at: Date) {
  return {
    hearts: Math.max(0, current.heart_count - 1),
    updatedAt: current.heart_count >= DEFAULT_MAX_HEARTS ? at : current.updatedAt,
  };
}

/**
 * What one graded answer does to the hearts and the answer streak, on the server and on the device
 * alike: a wrong answer costs a heart unless the attempt is free (practice, a checkpoint) or the
 * learner has Premium, and the lesson ends when that was the last one; a right one adds to the streak.
 */
export function answerEffect({
  correct,
  free,
  premium,
  hearts,
  consecutive,
  at,
}: {
  correct: boolean;
  free: boolean;
  premium: boolean;
  hearts: { heart_count: number; updatedAt: Date };
  consecutive: number;
  at: Date;
}) {
  const lost = !correct && !free && !premium ? loseHeart(hearts, at) : undefined;
  return { lost, consecutive: correct ? consecutive + 1 : 0, outOfHearts: lost !== undefined && lost.hearts <= 0 };
}

/** One heart given back at `at` (a finished practice), never past the maximum. */
export function gainHeart(stored: { hearts: number; updatedAt: Date }, at: Date) {
  const state = regenerateHearts(stored, at);
  const hearts = Math.min(DEFAULT_MAX_HEARTS, state.hearts + 1);
  return { hearts, updatedAt: hearts >= DEFAULT_MAX_HEARTS ? at : state.updatedAt };
}

/** When regeneration alone fills stored hearts again, or null when they are full already. */
export function heartsFullAt(stored: { hearts: number; updatedAt: Date }): Date | null {
  if (stored.hearts >= DEFAULT_MAX_HEARTS) return null;
  const missing = DEFAULT_MAX_HEARTS - stored.hearts;
  return new Date(stored.updatedAt.getTime() + missing * HEART_REGENERATION_MINUTES * 60_000);
}
