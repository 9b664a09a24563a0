import type { powerUps, Store, Wallet } from '@roots/shared/contracts/store';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Coins, Heart, Snowflake, Zap } from 'lucide-react';
import { useState } from 'react';
import { AppPage } from '../../../components/layout/app-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSession } from '../../../features/session/session-context.ts';
import { apiData } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { learnerKeys } from '../../../lib/query-keys.ts';

const icons = { heart: Heart, snowflake: Snowflake, zap: Zap } as const;

function holding(id: keyof typeof powerUps, wallet: Wallet): string {
  if (id === 'heart-refill') return `You have ${String(wallet.heart_count)} of 5 hearts.`;
  if (id === 'streak-freeze') return `You hold ${String(wallet.streak_freezes)} of 2.`;
  return wallet.xp_boost_until
    ? `Active until ${new Date(wallet.xp_boost_until).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.`
    : 'Not active.';
}

export default function StorePage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const client = useQueryClient();
  const store = useQuery({ queryKey: ['store', userId], queryFn: () => apiData<Store>('/store') });
  const [processing, setProcessing] = useState<string>();

  const buy = async (itemId: keyof typeof powerUps) => {
    setProcessing(itemId);
    try {
      const wallet = await apiData<Wallet>('/store/purchase', { method: 'POST', body: { item_id: itemId } });
      client.setQueryData<Store>(['store', userId], (current) => (current ? { ...current, wallet } : current));
      void client.invalidateQueries({ queryKey: learnerKeys.all(userId) });
      void notify('success', 'Purchase successful!');
    } catch (error) {
      void notify('error', error instanceof Error ? error.message : 'The purchase did not go through.');
    } finally {
      setProcessing(undefined);
    }
  };

  return (
    <AppPage
      title="Store"
      description="Power up your learning! Refill hearts, freeze your streak, boost XP, or go Premium for the best experience."
      actions={
        store.data ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-ochre-soft px-4 py-2 font-bold text-on-ochre-soft">
            <Coins aria-hidden="true" className="size-5" /> {store.data.wallet.coins.toLocaleString('en-US')} coins
          </p>
        ) : null
      }
    >
      {store.isPending ? (
        <div className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      ) : store.isError ? (
        <p role="alert" className="text-danger">
          The store could not be loaded. {store.error.message}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {store.data.items.map((item) => {
            const Icon = icons[item.icon as keyof typeof icons];
            return (
              <Card key={item.id} className="flex flex-col gap-3">
                <Icon aria-hidden="true" className="size-8 text-accent" />
                <h2 className="text-xl font-bold text-ink">{item.name}</h2>
                <p className="flex-1 text-ink-muted">{item.description}</p>
                <p className="text-sm text-ink">{holding(item.id, store.data.wallet)}</p>
                <Button
                  onClick={() => void buy(item.id)}
                  disabled={processing !== undefined}
                  aria-label={`Buy ${item.name} for ${String(item.price)} coins`}
                >
                  {processing === item.id ? (
                    'Processing...'
                  ) : (
                    <>
                      <Coins aria-hidden="true" className="size-4" /> {item.price}
                    </>
                  )}
                </Button>
              </Card>
            );
          })}
        </div>
      )}
    </AppPage>
  );
}
