import { type Card, createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import type { StoredCard, Verdict } from '../../db/json-types.ts';

const scheduler = fsrs();

function fromStoredCard(stored: StoredCard): Card {
  const { due, last_review: lastReview, ...rest } = stored;
  return { ...rest, due: new Date(due), ...(lastReview ? { last_review: new Date(lastReview) } : {}) };
}

/**
 * FSRS scheduling (ts-fsrs): a wrong answer in a lesson puts the exercise in the review queue, and
 * so does a slip (a tone note or a typo): it costs no heart, but the tone marks or the spelling are
 * drilled again. In practice each answer is a review, rated Again, Hard (a slip) or Good. Answers
 * the card after this answer (`stored` is the exercise's card so far), or undefined when a right
 * answer in a lesson leaves the queue as it is. It lives with the answers that move the cards:
 * practice/ reads the queue and builds on attempts, so imports go from practice to attempt only.
 */
export function nextReview(
  stored: StoredCard | undefined,
  answer: { verdict: Verdict; practice: boolean; at: Date },
): Card | undefined {
  const { verdict, practice, at } = answer;
  if (!practice && verdict === 'correct') return undefined;
  const rating = verdict === 'wrong' ? Rating.Again : verdict === 'correct' ? Rating.Good : Rating.Hard;
  const card = stored ? fromStoredCard(stored) : createEmptyCard(at);
  return scheduler.next(card, at, rating).card;
}
