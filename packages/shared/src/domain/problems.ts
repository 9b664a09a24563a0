/** What a learner can report about an exercise from the lesson player (no zod: the player imports it). */
export const problemKinds = ['answer_rejected', 'audio_wrong', 'exercise_mistake'] as const;
export type ProblemKind = (typeof problemKinds)[number];

export const problemKindLabels: Record<ProblemKind, string> = {
  answer_rejected: 'My answer should be accepted',
  audio_wrong: 'The audio is wrong',
  exercise_mistake: 'There is a mistake in the exercise',
};
