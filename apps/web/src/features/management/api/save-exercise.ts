import type { AdminExercise, ContentStatus } from '@roots/shared/contracts/management';
import type { ExerciseSource } from '@roots/shared/contracts/exercise-source';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export interface ExerciseSave {
  /** Absent for a new exercise (POST /exercise), else PATCH /exercise/{id}. */
  id?: string | undefined;
  lessonId: string;
  exercise: ExerciseSource;
  status: ContentStatus;
}

export const saveExercise = ({ id, lessonId, exercise, status }: ExerciseSave) =>
  id
    ? apiData<AdminExercise>(`/exercise/${encodeURIComponent(id)}`, { method: 'PATCH', body: { exercise, status } })
    : apiData<AdminExercise>('/exercise', { method: 'POST', body: { lesson_id: lessonId, exercise, status } });

export function useSaveExercise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveExercise,
    onSuccess: () => client.invalidateQueries({ queryKey: managementKeys.all() }),
  });
}
