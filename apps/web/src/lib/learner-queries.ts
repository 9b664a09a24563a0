import type { Streak } from '@roots/shared/contracts/learning';
import { defaultHearts, type Hearts } from '@roots/shared/domain/hearts';
import { queryOptions } from '@tanstack/react-query';
import { apiData, apiDataOrDefault } from './api-client.ts';
import { learnerKeys } from './query-keys.ts';

/** What the spec says to use when the streak cannot be loaded: 0, 0, 0, 1 (no freezes, today not counted). */
export const defaultStreak: Streak = {
  current_streak: 0,
  longest_streak: 0,
  consecutive_correct_answers: 0,
  streak_multiplier: 1,
  streak_freezes: 0,
  today_counted: false,
};

export const xpQuery = (userId: string) =>
  queryOptions({
    queryKey: learnerKeys.xp(userId),
    queryFn: () => apiData<number>('/user/xp'),
    retry: false,
  });

/** Hearts fall back to 5 of 5, regenerating every 30 minutes. */
export const heartsQuery = (userId: string) =>
  queryOptions({
    queryKey: learnerKeys.hearts(userId),
    queryFn: apiDataOrDefault<Hearts>('/user/check-heart', defaultHearts, 'hearts'),
  });

export const streakQuery = (userId: string) =>
  queryOptions({
    queryKey: learnerKeys.streak(userId),
    queryFn: apiDataOrDefault<Streak>('/user/streak', defaultStreak, 'the streak'),
  });
