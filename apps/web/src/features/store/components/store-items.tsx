import type { PowerUpId, Wallet } from '@roots/shared/contracts/store';
import { countOf } from '@roots/shared/domain/count';
import { Coins, Heart, Snowflake, Zap } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../lib/notify.ts';
import { useStore } from '../api/get-store.ts';
import { usePurchaseItem } from '../api/purchase-item.ts';

const icons = { heart: Heart, snowflake: Snowflake, zap: Zap } as const;

function holding(id: PowerUpId, wallet: Wallet): string {
  if (id === 'heart-refill') return `You have ${String(wallet.heart_count)} of 5 hearts.`;
  if (id === 'streak-freeze') return `You hold ${String(wallet.streak_freezes)} of 2.`;
  return wallet.xp_boost_until
    ? `Active until ${new Date(wallet.xp_boost_until).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.`
    : 'Not active.';
}

export function StoreItemsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-56" />
      ))}
    </div>
  );
}

/** What the learner lacks to buy an item, said before they try (the server refuses it all the same). */
function shortfall(price: number, wallet: Wallet): string {
  const short = price - wallet.coins;
  return short > 0 ? ` You need ${countOf(short, 'more coin')}.` : '';
}

/** The power-ups, each with what the learner holds of it and a button to buy it. */
export function StoreItems({ userId }: { userId: string }) {
  const { data: store } = useStore(userId);
  const purchase = usePurchaseItem(userId);

  const buy = (itemId: PowerUpId) =>
    purchase.mutate(itemId, {
      onSuccess: () => void notify('success', 'Purchase successful!'),
      onError: (error) => void notify('error', error.message),
    });

  return (
    <div className="grid gap-4 md:grid-cols-3">
      {store.items.map((item) => {
        const Icon = icons[item.icon as keyof typeof icons];
        return (
          <Card key={item.id} className="flex flex-col gap-3">
            <Icon aria-hidden="true" className="size-8 text-accent" />
            <h2 className="text-xl font-bold text-ink">{item.name}</h2>
            <p className="flex-1 text-ink-muted">{item.description}</p>
            <p className="text-sm text-ink">
              {holding(item.id, store.wallet)}
              {shortfall(item.price, store.wallet)}
            </p>
            <Button
              onClick={() => buy(item.id)}
              disabled={purchase.isPending}
              aria-label={`Buy ${item.name} for ${String(item.price)} coins`}
            >
              {purchase.isPending && purchase.variables === item.id ? (
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
  );
}
