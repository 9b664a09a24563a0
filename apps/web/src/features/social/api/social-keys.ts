import { learnerKeys } from '../../../lib/query-keys.ts';

/** Under the learner's keys, so whatever refreshes the learner (a finished lesson) refreshes these. */
export const socialKeys = {
  leaderboard: (userId: string, period: string, scope: string) =>
    [...learnerKeys.all(userId), 'leaderboard', period, scope] as const,
  league: (userId: string) => [...learnerKeys.all(userId), 'league'] as const,
  friends: (userId: string) => [...learnerKeys.all(userId), 'friends'] as const,
  search: (userId: string, text: string) => [...learnerKeys.all(userId), 'user-search', text] as const,
  profile: (userId: string, username: string) => [...learnerKeys.all(userId), 'public-profile', username] as const,
  myProfile: (userId: string) => [...learnerKeys.all(userId), 'profile-summary'] as const,
};
