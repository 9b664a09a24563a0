/**
 * Query keys shared by more than one feature: the lesson player updates the hearts and XP that
 * the navigation bar and dashboard show, without importing those features.
 */
export const learnerKeys = {
  all: (userId: string) => ['user', userId] as const,
  xp: (userId: string) => ['user', userId, 'xp'] as const,
  hearts: (userId: string) => ['user', userId, 'hearts'] as const,
  streak: (userId: string) => ['user', userId, 'streak'] as const,
  stats: (userId: string) => ['user', userId, 'stats'] as const,
  languages: (userId: string) => ['user', userId, 'languages'] as const,
};
