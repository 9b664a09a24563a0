import { AppPage } from '../../../components/layout/app-page.tsx';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { DonationCard } from '../../../features/store/components/donation-card.tsx';
import { PremiumPanel } from '../../../features/store/components/premium-panel.tsx';
import { StoreItems, StoreItemsSkeleton } from '../../../features/store/components/store-items.tsx';
import { WalletCoins, WalletCoinsSkeleton } from '../../../features/store/components/wallet-coins.tsx';
import { SessionCheckNotice } from '../../../features/session/components/session-check-notice.tsx';

const DESCRIPTION =
  'Power up your learning! Refill hearts, freeze your streak, boost XP, or go Premium for the best experience.';

/** The store, or (`frame`) its look while the session is checked: app/router.tsx. */
export default function StorePage({ frame = false }: { frame?: boolean }) {
  return frame ? <StoreFrame /> : <Store />;
}

/**
 * The store while the stored session is checked, and so the server's first paint of it: the title,
 * its line (the page's largest text) and the places of the coins and the items, as the page shows
 * them while its data loads.
 */
function StoreFrame() {
  return (
    <AppPage title="Store" description={DESCRIPTION} actions={<WalletCoinsSkeleton />}>
      <SessionCheckNotice />
      <StoreItemsSkeleton />
    </AppPage>
  );
}

function Store() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return (
    <AppPage title="Store" description={DESCRIPTION} actions={<WalletCoins userId={userId} />}>
      <QueryBoundary
        fallback={<StoreItemsSkeleton />}
        error={({ message, retry }) => <LoadError onRetry={retry}>The store could not be loaded. {message}</LoadError>}
      >
        <div className="flex flex-col gap-6">
          <StoreItems userId={userId} />
          <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <PremiumPanel userId={userId} />
            <DonationCard />
          </div>
        </div>
      </QueryBoundary>
    </AppPage>
  );
}
