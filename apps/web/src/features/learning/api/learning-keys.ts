/**
 * Query keys of the learning feature. Keys that other features also read or invalidate (the
 * learner's XP, hearts, streak, stats and enrolled languages) are in lib/query-keys.ts.
 */
export const learningKeys = {
  /** Every variant of the language catalogue: enrolling changes it for whoever looks next. */
  catalogue: () => ['languages'] as const,
  languages: (userId: string | undefined) => ['languages', userId ?? 'visitor'] as const,
  courseMap: (languageId: string, userId: string) => ['course', languageId, userId] as const,
  progress: (languageId: string, userId: string) => ['progress', languageId, userId] as const,
  /** Every progress and course map: a completed lesson moves "next lesson" on. */
  allProgress: () => ['progress'] as const,
  allCourseMaps: () => ['course'] as const,
  lesson: (lessonId: string) => ['lesson', lessonId] as const,
  unitTips: (unitId: string) => ['unit-tips', unitId] as const,
  facts: (languageId: string) => ['facts', languageId] as const,
  practiceStatus: (languageId: string, userId: string) => ['practice', languageId, userId] as const,
  attempt: (lessonId: string, userId: string) => ['attempt', lessonId, userId] as const,
  practiceSession: (languageId: string | undefined, userId: string) =>
    ['practice-session', languageId, userId] as const,
  checkpoint: (unitId: string, userId: string) => ['checkpoint', unitId, userId] as const,
  /** What this device keeps of the learner's for offline play (offline/): downloads, steps waiting. */
  offline: (userId: string) => ['offline', userId] as const,
  offlineDownload: (languageId: string, userId: string) => ['offline', userId, 'download', languageId] as const,
};
