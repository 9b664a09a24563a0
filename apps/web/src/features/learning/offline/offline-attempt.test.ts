import type { Exercise } from '@roots/shared/contracts/learning';
import type { OfflineKey } from '@roots/shared/contracts/offline';
import { DEFAULT_MAX_HEARTS, HEART_REGENERATION_MINUTES } from '@roots/shared/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { OfflineStats } from '../../../lib/offline-store.ts';
import { audioStepOffline, checkOffline, checkPairOffline, newPlay, statsFrom } from './offline-attempt.ts';

const at = new Date('2026-12-06T10:00:00Z');
const full = { heart_count: 5, max_heart: 5, next_heart_regen: null, regeneration_rate: HEART_REGENERATION_MINUTES };
const context = { locale: 'sw', courseWords: new Set(['habari', 'asante']) };

const choice: Exercise = {
  id: 'e1',
  position: 1,
  type: 'select',
  prompt: 'Which one means "hello"?',
  options: [
    { id: 'a', text: 'habari' },
    { id: 'b', text: 'asante' },
  ],
  audio_url: null,
};
const choiceKey: OfflineKey = { option: 'a', explanation: null };
const typed: Exercise = {
  id: 'e2',
  position: 2,
  type: 'translate',
  prompt: 'Thank you',
  into: 'target',
  audio_url: null,
};
const typedKey: OfflineKey = { answers: ['asante'], explanation: 'Asante is thank you.' };
const pairs: Exercise = {
  id: 'e3',
  position: 3,
  type: 'match_pairs',
  prompt: 'Match',
  left: [
    { id: 'l1', text: 'habari' },
    { id: 'l2', text: 'asante' },
  ],
  right: [
    { id: 'r1', text: 'hello' },
    { id: 'r2', text: 'thanks' },
  ],
  audio_url: null,
};
const pairsKey: OfflineKey = { pairs: { l1: 'r1', l2: 'r2' }, explanation: null };

const stats = (changes: Partial<OfflineStats> = {}) => ({ ...statsFrom(full, false, at), ...changes });

describe('an attempt played on the device', () => {
  it('grades as the server does, with the same feedback: a right option, a typo, a wrong answer', () => {
    const play = newPlay('lesson', 'lesson-1', 3, at);
    const right = checkOffline(play, stats(), choice, choiceKey, 'a', context, at);
    expect(right.result).toMatchObject({ correct: true, result: 'correct', expected: 'habari' });
    expect(right.play.correct).toEqual(['e1']);
    expect(right.stats.consecutiveCorrect).toBe(1);

    const typo = checkOffline(right.play, right.stats, typed, typedKey, 'asamte', context, at);
    expect(typo.result).toMatchObject({ correct: true, result: 'typo', expected: 'asante' });
    expect(typo.result.note).not.toBeNull();
    expect(typo.result.explanation).toBe('Asante is thank you.');

    const wrong = checkOffline(play, stats(), choice, choiceKey, 'b', context, at);
    expect(wrong.result).toMatchObject({ correct: false, result: 'wrong' });
    expect(wrong.result.hearts.heart_count).toBe(DEFAULT_MAX_HEARTS - 1);
    expect(wrong.result.attempt.retry_exercise_ids).toEqual(['e1']);
    expect(wrong.stats.consecutiveCorrect).toBe(0);
  });

  it('refuses an answer not in the exercise’s form with a 400, changing nothing', () => {
    const play = newPlay('lesson', 'lesson-1', 3, at);
    expect(() => checkOffline(play, stats(), choice, choiceKey, 'z', context, at)).toThrow(ApiError);
  });

  it('ends the lesson when the last heart goes, and will not grade without hearts', () => {
    const play = newPlay('lesson', 'lesson-1', 3, at);
    const last = checkOffline(
      play,
      stats({ hearts: 1, heartsUpdatedAt: at.toISOString() }),
      choice,
      choiceKey,
      'b',
      context,
      at,
    );
    expect(last.play.status).toBe('failed');
    expect(last.result.hearts.heart_count).toBe(0);
    const none = () =>
      checkOffline(newPlay('lesson', 'lesson-1', 3, at), last.stats, choice, choiceKey, 'a', context, at);
    expect(none).toThrow(expect.objectContaining({ code: 'OUT_OF_HEARTS' }));
  });

  it('gives hearts back with time, as the server does', () => {
    const empty = stats({ hearts: 0, heartsUpdatedAt: at.toISOString() });
    const later = new Date(at.getTime() + HEART_REGENERATION_MINUTES * 60_000);
    const play = newPlay('lesson', 'lesson-1', 3, later);
    expect(checkOffline(play, empty, choice, choiceKey, 'a', context, later).result.hearts.heart_count).toBe(1);
  });

  it('costs no heart in practice or with unlimited hearts', () => {
    const practice = checkOffline(newPlay('practice', null, 3, at), stats(), choice, choiceKey, 'b', context, at);
    expect(practice.result.hearts.heart_count).toBe(DEFAULT_MAX_HEARTS);
    const unlimited = checkOffline(
      newPlay('lesson', 'l', 3, at),
      stats({ unlimited: true }),
      choice,
      choiceKey,
      'b',
      context,
      at,
    );
    expect(unlimited.result.hearts.heart_count).toBe(DEFAULT_MAX_HEARTS);
  });

  it('completes the lesson with its last right answer and opens the next one', () => {
    let play = newPlay('lesson', 'lesson-1', 2, at);
    let now = stats();
    ({ play, stats: now } = checkOffline(play, now, choice, choiceKey, 'a', context, at));
    const done = checkOffline(play, now, typed, typedKey, 'asante', context, at);
    expect(done.play.status).toBe('completed');
    expect(done.result.attempt).toMatchObject({ status: 'completed', summary: null });
    expect(done.stats.completed).toEqual(['lesson-1']);
    expect(() => checkOffline(done.play, done.stats, choice, choiceKey, 'a', context, at)).toThrow(/already finished/);
  });

  it('counts a wrong pair as a mistake without a heart, as the server does', () => {
    const play = newPlay('lesson', 'lesson-1', 3, at);
    expect(checkPairOffline(play, stats(), 'e3', pairsKey, 'l1', 'r1')).toMatchObject({
      result: { correct: true },
      play,
    });
    const wrong = checkPairOffline(play, stats({ consecutiveCorrect: 4 }), 'e3', pairsKey, 'l1', 'r2');
    expect(wrong.result.correct).toBe(false);
    expect(wrong.play.wrongAnswers).toBe(1);
    expect(wrong.stats).toMatchObject({ consecutiveCorrect: 0, hearts: DEFAULT_MAX_HEARTS });
    const whole = checkOffline(
      wrong.play,
      wrong.stats,
      pairs,
      pairsKey,
      [
        ['l1', 'r1'],
        ['l2', 'r2'],
      ],
      context,
      at,
    );
    expect(whole.result.correct).toBe(true);
  });

  it('opens the 15-minute window of "Can’t listen now" once, and marks a speak exercise done', () => {
    const play = newPlay('lesson', 'lesson-1', 3, at);
    const skipped = audioStepOffline(play, stats(), 'e1', 'skip-listening', at);
    expect(skipped.attempt.correct_exercise_ids).toEqual(['e1']);
    expect(skipped.attempt.listening_skipped_until).toBe(new Date(at.getTime() + 15 * 60_000).toISOString());
    const inside = new Date(at.getTime() + 60_000);
    const again = audioStepOffline(skipped.play, skipped.stats, 'e2', 'skip-listening', inside);
    expect(again.stats.listeningSkippedUntil).toBe(skipped.stats.listeningSkippedUntil);
    const spoken = audioStepOffline(again.play, again.stats, 'e3', 'spoken', inside);
    expect(spoken.attempt).toMatchObject({ status: 'completed', speaking_skipped_until: null });
  });
});
