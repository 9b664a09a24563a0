import { z } from 'zod';

/** The power-ups of learning-mechanics.md; prices live here and only the server charges them. */
export const powerUps = {
  'heart-refill': {
    name: 'Heart Refill',
    description: 'Refill all your hearts at once.',
    icon: 'heart',
    price: 100,
  },
  'streak-freeze': {
    name: 'Streak Freeze',
    description: 'Protects your streak for one missed day. You can hold two.',
    icon: 'snowflake',
    price: 150,
  },
  'xp-boost': {
    name: 'XP Boost',
    description: 'Double XP for 15 minutes.',
    icon: 'zap',
    price: 200,
  },
} as const;
export type PowerUpId = keyof typeof powerUps;
export const powerUpIds = Object.keys(powerUps) as [PowerUpId, ...PowerUpId[]];

export const storeItemSchema = z.object({
  id: z.enum(powerUpIds),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  price: z.number().int(),
});

export const walletSchema = z.object({
  coins: z.number().int(),
  streak_freezes: z.number().int(),
  xp_boost_until: z.string().nullable(),
  heart_count: z.number().int(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** Premium: a free 14-day trial once per account (no payment anywhere). */
export const PREMIUM_TRIAL_DAYS = 14;
export const premiumBenefits = [
  'Unlimited hearts',
  'No ads',
  'Bonus XP every lesson',
  'Access to premium lessons',
  'Priority support',
] as const;
export const PREMIUM_PRICE_LABEL = '$4.99/mo';

export const premiumSchema = z.object({
  active: z.boolean(),
  /** When Premium ends, while it is active. */
  until: z.string().nullable(),
  /** The free trial can be taken once per account. */
  trial_used: z.boolean(),
});
export type Premium = z.infer<typeof premiumSchema>;

export const storeSchema = z.object({ items: z.array(storeItemSchema), wallet: walletSchema, premium: premiumSchema });
export type Store = z.infer<typeof storeSchema>;

/** Only the item: the price is never taken from the client. */
export const purchaseSchema = z.strictObject({
  item_id: z.enum(powerUpIds, { error: 'Choose an item from the store.' }),
});
