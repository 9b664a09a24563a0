/**
 * Starting resumes an unfinished attempt, so a reload continues where the learner was; it is
 * never refetched behind the learner's back.
 */
export const startOnce = { staleTime: Number.POSITIVE_INFINITY, gcTime: 0, retry: false, refetchOnWindowFocus: false };
