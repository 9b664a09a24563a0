import type { PowerUpId, Store, Wallet } from '@roots/shared/contracts/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';
import { storeKeys } from './store-keys.ts';

/** Only the item is sent: the server charges its own price and answers with the new wallet. */
export const purchaseItem = (itemId: PowerUpId) =>
  apiData<Wallet>('/store/purchase', { method: 'POST', body: { item_id: itemId } });

export function usePurchaseItem(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: purchaseItem,
    onSuccess: (wallet) => {
      client.setQueryData<Store>(storeKeys.store(userId), (current) => (current ? { ...current, wallet } : current));
      // Hearts, streak freezes and the XP boost show elsewhere too (navigation bar, dashboard).
      void client.invalidateQueries({ queryKey: learnerKeys.all(userId) });
    },
  });
}
