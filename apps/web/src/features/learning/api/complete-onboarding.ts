import type { onboardingSchema } from '@roots/shared/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiData } from '../../../lib/api-client.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';

export type OnboardingChoice = z.infer<typeof onboardingSchema>;

export const completeOnboarding = (choice: OnboardingChoice) =>
  apiData<{ next_lesson_id: string | null }>('/user/onboarding', { method: 'POST', body: choice });

export function useCompleteOnboarding(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => client.invalidateQueries({ queryKey: learnerKeys.all(userId) }),
  });
}
