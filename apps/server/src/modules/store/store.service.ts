import { DEFAULT_MAX_HEARTS } from '@roots/shared/constants';
import {
  PREMIUM_TRIAL_DAYS,
  type Premium,
  type PowerUpId,
  powerUpIds,
  powerUps,
  type Store,
  type Wallet,
} from '@roots/shared/contracts/store';
import { isPremiumAt } from '@roots/shared/domain/hearts';
import { MAX_STREAK_FREEZES } from '@roots/shared/domain/learning';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { LearnerRepository, StatsChanges, StatsRow } from '../learner/learner.repository.ts';
import { heartsOf, isPremium } from '../learner/learner.views.ts';
import type { NotificationRepository } from '../notifications/notifications.repository.ts';
import { recordNotification } from '../notifications/notifications.service.ts';
import type { UserRepository } from '../user/user.repository.ts';

const XP_BOOST_MINUTES = 15;
const DAY_MS = 86_400_000;
/** The trial's end is announced this long before it. */
const TRIAL_WARNING_DAYS = 2;

export interface StoreRepos {
  learners: LearnerRepository;
  notifications: NotificationRepository;
  users: UserRepository;
}

function premiumOf(stats: Pick<StatsRow, 'premiumUntil' | 'trialUsed'>, at: Date): Premium {
  const active = isPremiumAt(stats.premiumUntil, at);
  return {
    active,
    until: active && stats.premiumUntil ? stats.premiumUntil.toISOString() : null,
    trial_used: stats.trialUsed,
  };
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
      const at = now();
      return {
        items: powerUpIds.map((id) => ({ id, ...powerUps[id] })),
        wallet: walletOf(stats, at),
        premium: premiumOf(stats, at),
      };
    },

    /**
     * Starts the free trial: 14 days of Premium (unlimited hearts), once per account. The warning
     * two days before its end is stored now, scheduled for then.
     */
    async startTrial(userId: string): Promise<Premium> {
      return uow.transaction(async (repos) => {
        const stats = await repos.learners.stats(userId, { lock: true });
        const at = now();
        if (isPremium(stats, at)) throw new AppError('CONFLICT', 'You are already a Premium member.');
        if (stats.trialUsed) throw new AppError('CONFLICT', 'You have already used your free trial.');
        const until = new Date(at.getTime() + PREMIUM_TRIAL_DAYS * DAY_MS);
        await repos.learners.updateStats(userId, { premiumUntil: until, trialUsed: true });
        await recordNotification(repos, {
          userId,
          kind: 'trial-ending',
          title: 'Your Premium trial ends soon',
          message: `Your free trial ends in ${String(TRIAL_WARNING_DAYS)} days. Your hearts go back to 5 then.`,
          at: new Date(until.getTime() - TRIAL_WARNING_DAYS * DAY_MS),
        });
        return premiumOf({ premiumUntil: until, trialUsed: true }, at);
      });
    },

    /** Ends the trial now; its end warning, if still to come, is withdrawn. */
    async endTrial(userId: string): Promise<Premium> {
      return uow.transaction(async (repos) => {
        const stats = await repos.learners.stats(userId, { lock: true });
        const at = now();
        if (!isPremium(stats, at)) throw new AppError('CONFLICT', 'You have no Premium trial to end.');
        await repos.learners.updateStats(userId, { premiumUntil: at });
        await repos.notifications.deleteScheduled(userId, 'trial-ending', at);
        return premiumOf({ premiumUntil: at, trialUsed: stats.trialUsed }, at);
      });
    },

    /**
     * Buys a power-up: the price comes from the server, the balance is checked and debited in one
     * statement, and the effect applies in the same transaction under the learner's row lock.
     */
    async purchase(userId: string, itemId: PowerUpId): Promise<Wallet> {
      const item = powerUps[itemId];
      return uow.transaction(async ({ learners, notifications }) => {
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
        // Full now: the "hearts full again" still to come would be news of nothing.
        if (itemId === 'heart-refill') await notifications.deleteScheduled(userId, 'hearts-full', at);
        return walletOf({ ...stats, ...changes, coins: stats.coins - item.price }, at);
      });
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
