import type { Premium, Store } from '@roots/shared/contracts/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';
import { storeKeys } from './store-keys.ts';

export const startTrial = () => apiData<Premium>('/store/premium/trial', { method: 'POST' });
export const endTrial = () => apiData<Premium>('/store/premium/trial', { method: 'DELETE' });

/** Starts (`start`) or ends the free trial; hearts everywhere follow (unlimited while it lasts). */
export function usePremiumTrial(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: 'start' | 'end') => (change === 'start' ? startTrial() : endTrial()),
    onSuccess: (premium) => {
      client.setQueryData<Store>(storeKeys.store(userId), (current) => (current ? { ...current, premium } : current));
      void client.invalidateQueries({ queryKey: learnerKeys.all(userId) });
    },
  });
}
