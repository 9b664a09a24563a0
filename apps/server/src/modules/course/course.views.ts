import type { Exercise } from '@roots/shared/contracts/learning';
import type { ExerciseRow } from './course-exercise.repository.ts';

/** An exercise as the player receives it: what to show, never the answer key. */
export function toPublicExercise(row: ExerciseRow): Exercise {
  return {
    ...row.payload,
    id: row.id,
    position: row.position,
    type: row.type,
    prompt: row.prompt,
    audio_url: row.audioUrl,
  };
}
