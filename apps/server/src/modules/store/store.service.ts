import { DEFAULT_MAX_HEARTS } from '@roots/shared/constants';
import { type PowerUpId, powerUpIds, powerUps, type Store, type Wallet } from '@roots/shared/contracts/store';
import { MAX_STREAK_FREEZES } from '@roots/shared/domain/learning';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { LearnerRepository, StatsChanges, StatsRow } from '../learner/learner.repository.ts';
import { heartsOf } from '../learner/learner.views.ts';

const XP_BOOST_MINUTES = 15;

export interface StoreRepos {
  learners: LearnerRepository;
}

function walletOf(stats: StatsRow, at: Date): Wallet {
  return {
    coins: stats.coins,
    streak_freezes: stats.streakFreezes,
    xp_boost_until: stats.xpBoostUntil && stats.xpBoostUntil > at ? stats.xpBoostUntil.toISOString() : null,
    heart_count: heartsOf(stats, at).heart_count,
  };
}

/** What a power-up does to the learner's row, once paid for. */
function effectOf(itemId: PowerUpId, stats: StatsRow, at: Date): StatsChanges {
  switch (itemId) {
    case 'heart-refill':
      return { hearts: DEFAULT_MAX_HEARTS, heartsUpdatedAt: at };
    case 'streak-freeze':
      return { streakFreezes: stats.streakFreezes + 1 };
    case 'xp-boost':
      // A boost bought during a boost extends it.
      return {
        xpBoostUntil: new Date(Math.max(at.getTime(), stats.xpBoostUntil?.getTime() ?? 0) + XP_BOOST_MINUTES * 60_000),
      };
  }
}

/** The store: power-ups bought with coins at the server's price. */
export function createStoreService({ uow, now = () => new Date() }: { uow: UnitOfWork<StoreRepos>; now?: () => Date }) {
  return {
    /** The power-ups with their server-side prices, and what the learner holds. */
    async store(userId: string): Promise<Store> {
      const stats = await uow.repos.learners.stats(userId);
      return { items: powerUpIds.map((id) => ({ id, ...powerUps[id] })), wallet: walletOf(stats, now()) };
    },

    /**
     * Buys a power-up: the price comes from the server, the balance is checked and debited in one
     * statement, and the effect applies in the same transaction under the learner's row lock.
     */
    async purchase(userId: string, itemId: PowerUpId): Promise<Wallet> {
      const item = powerUps[itemId];
      return uow.transaction(async ({ learners }) => {
        const stats = await learners.stats(userId, { lock: true });
        const at = now();
        if (itemId === 'heart-refill' && heartsOf(stats, at).heart_count >= DEFAULT_MAX_HEARTS) {
          throw new AppError('CONFLICT', 'Your hearts are already full.');
        }
        if (itemId === 'streak-freeze' && stats.streakFreezes >= MAX_STREAK_FREEZES) {
          throw new AppError(
            'CONFLICT',
            `You already hold ${String(MAX_STREAK_FREEZES)} Streak Freezes, the most you can.`,
          );
        }
        if (!(await learners.debitCoins(userId, item.price, `store:${itemId}`, at))) {
          throw new AppError(
            'CONFLICT',
            `${item.name} costs ${String(item.price)} coins; you have ${String(stats.coins)}.`,
          );
        }
        const changes = effectOf(itemId, stats, at);
        await learners.updateStats(userId, changes);
        return walletOf({ ...stats, ...changes, coins: stats.coins - item.price }, at);
      });
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
