import { AppPage } from '../../../components/layout/app-page.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { StoreItems, StoreItemsSkeleton } from '../../../features/store/components/store-items.tsx';
import { WalletCoins } from '../../../features/store/components/wallet-coins.tsx';

export default function StorePage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return (
    <AppPage
      title="Store"
      description="Power up your learning! Refill hearts, freeze your streak, boost XP, or go Premium for the best experience."
      actions={<WalletCoins userId={userId} />}
    >
      <QueryBoundary
        fallback={<StoreItemsSkeleton />}
        error={({ message, retry }) => <LoadError onRetry={retry}>The store could not be loaded. {message}</LoadError>}
      >
        <StoreItems userId={userId} />
      </QueryBoundary>
    </AppPage>
  );
}
