import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { managementKeys } from './management-keys.ts';

export type NewCourseItem =
  | { kind: 'language'; body: { code: string; name: string; native_name: string; description: string } }
  | { kind: 'unit'; body: { language_id: string; title: string; description: string; tips: string } }
  | { kind: 'lesson'; body: { unit_id: string; title: string } }
  | { kind: 'fact'; body: { language_id: string; category: string; title: string; body: string } };

/** POST /language, /unit, /lesson or /fact: the same call for each level of a course. */
export const createCourseItem = ({ kind, body }: NewCourseItem) =>
  apiData<{ id: string }>(`/${kind}`, { method: 'POST', body });

export function useCreateCourseItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCourseItem,
    onSuccess: () => client.invalidateQueries({ queryKey: managementKeys.all() }),
  });
}
