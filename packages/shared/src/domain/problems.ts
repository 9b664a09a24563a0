/** What a learner can report about an exercise from the lesson player (no zod: the player imports it). */
export const problemKinds = ['answer_rejected', 'audio_wrong', 'exercise_mistake'] as const;
export type ProblemKind = (typeof problemKinds)[number];

/** Every kind of problem report: the player's, and a contributor's "this text is wrong" from the studio. */
export const reportKinds = [...problemKinds, 'text_wrong'] as const;
export type ReportKind = (typeof reportKinds)[number];

export const problemKindLabels: Record<ReportKind, string> = {
  answer_rejected: 'My answer should be accepted',
  audio_wrong: 'The audio is wrong',
  exercise_mistake: 'There is a mistake in the exercise',
  text_wrong: 'The text to record is wrong (recording studio)',
};
