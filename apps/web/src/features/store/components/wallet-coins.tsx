import { formatCount } from '@roots/shared/domain/count';
import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { storeQueryOptions } from '../api/get-store.ts';

/** The learner's coins beside the store's title; nothing until the store has loaded. */
export function WalletCoins({ userId }: { userId: string }) {
  const { data } = useQuery(storeQueryOptions(userId));
  if (!data) return null;
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-ochre-soft px-4 py-2 font-bold text-on-ochre-soft">
      <Coins aria-hidden="true" className="size-5" /> {formatCount(data.wallet.coins)} coins
    </p>
  );
}
