import { z } from 'zod';

const clock = (what: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Give the ${what} as hours and minutes, like 18:30.`);

/** A learner's reminders (issue 41): what is sent, how, and when, in their own time zone. */
export const reminderSettingsSchema = z.object({
  /** Web Push to the devices that allowed it. */
  push: z.boolean(),
  /** E-mail to the learner's confirmed address. */
  email: z.boolean(),
  /** The daily reminder at `time` when the day's goal is not reached yet. */
  daily: z.boolean(),
  /** The streak reminder at `streak_time` when a streak would end tonight. */
  streak: z.boolean(),
  time: z.string(),
  quiet_start: z.string(),
  quiet_end: z.string(),
  /** When the streak reminder comes (it follows from the quiet hours); null when it cannot. */
  streak_time: z.string().nullable(),
  /** The server's VAPID public key (base64url), for PushManager.subscribe. */
  push_key: z.string(),
  /** How many devices receive push reminders. */
  push_devices: z.number().int().min(0),
  /** The dashboard's invitation to turn reminders on was put away. */
  prompt_dismissed: z.boolean(),
  /** When the last reminder went (ISO), or null. */
  last_sent_at: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const reminderSettingsUpdateSchema = z
  .strictObject({
    push: z.boolean({ error: 'Push reminders are on (true) or off (false).' }),
    email: z.boolean({ error: 'E-mail reminders are on (true) or off (false).' }),
    daily: z.boolean({ error: 'The daily reminder is on (true) or off (false).' }),
    streak: z.boolean({ error: 'The streak reminder is on (true) or off (false).' }),
    time: clock('reminder time'),
    quiet_start: clock('start of your quiet hours'),
    quiet_end: clock('end of your quiet hours'),
    prompt_dismissed: z.literal(true, { error: 'The invitation can only be put away (true).' }),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update.');
export type ReminderSettingsUpdate = z.input<typeof reminderSettingsUpdateSchema>;

const base64url = (what: string, bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The ${what} is not base64url.`)
    .refine((text) => text.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), {
      error: `The ${what} must be ${String(bytes)} bytes.`,
    });

const endpoint = z.url({ protocol: /^https?$/, error: 'The push endpoint must be an https URL.' }).max(2048);

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: base64url('p256dh key', 65),
    auth: base64url('auth secret', 16),
  }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** A device turning its push reminders off. */
export const pushEndpointSchema = z.strictObject({ endpoint });

/** The signed token of an e-mail's unsubscribe link. */
export const unsubscribeQuerySchema = z.strictObject({
  token: z
    .string({ error: 'The link is incomplete.' })
    .regex(/^[\w-]{20,200}\.[\w-]{20,100}$/, 'The link is incomplete.'),
});

export const unsubscribedSchema = z.object({ email: z.boolean() });
