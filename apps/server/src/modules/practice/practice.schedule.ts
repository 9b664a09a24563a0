import { type Card, createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import type { StoredCard, Verdict } from '../../db/json-types.ts';
import type { PracticeRepository } from './practice.repository.ts';

const scheduler = fsrs();

function fromStoredCard(stored: StoredCard): Card {
  const { due, last_review: lastReview, ...rest } = stored;
  return { ...rest, due: new Date(due), ...(lastReview ? { last_review: new Date(lastReview) } : {}) };
}

/**
 * FSRS scheduling (ts-fsrs): a wrong answer in a lesson puts the exercise in the review queue, and
 * so does a slip (a tone note or a typo): it costs no heart, but the tone marks or the spelling are
 * drilled again. In practice each answer is a review, rated Again, Hard (a slip) or Good.
 */
export async function scheduleReview(
  reviews: PracticeRepository,
  answer: { userId: string; exerciseId: string; verdict: Verdict; practice: boolean; at: Date },
) {
  const { userId, exerciseId, verdict, practice, at } = answer;
  if (!practice && verdict === 'correct') return;
  const existing = await reviews.reviewItem(userId, exerciseId);
  const rating = verdict === 'wrong' ? Rating.Again : verdict === 'correct' ? Rating.Good : Rating.Hard;
  const card = existing ? fromStoredCard(existing.card) : createEmptyCard(at);
  const next = scheduler.next(card, at, rating).card;
  await reviews.saveReviewItem(userId, exerciseId, next, next.due);
}
