import { formatCount } from '@roots/shared/domain/count';
import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { storeQueryOptions } from '../api/get-store.ts';

/**
 * The learner's coins beside the store's title. Until the store has loaded, a pill of its height
 * holds the place: on a phone the coins sit on a line of their own, and arriving they would push
 * the page down (CLS 0.044).
 */
export function WalletCoins({ userId }: { userId: string }) {
  const { data } = useQuery(storeQueryOptions(userId));
  if (!data) return <WalletCoinsSkeleton />;
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-ochre-soft px-4 py-2 font-bold text-on-ochre-soft">
      <Coins aria-hidden="true" className="size-5" /> {formatCount(data.wallet.coins)} coins
    </p>
  );
}

export const WalletCoinsSkeleton = () => <Skeleton className="h-10 w-32 rounded-full" />;
