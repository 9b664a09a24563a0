import { learnerKeys } from '../../../lib/query-keys.ts';

/** Under the learner's keys, so whatever refreshes the learner refreshes these too. */
export const notificationKeys = {
  list: (userId: string) => [...learnerKeys.all(userId), 'notifications'] as const,
};
