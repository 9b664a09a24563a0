/**
 * Query keys of the reminders feature. They carry no user id: signing out clears the whole cache,
 * so one learner never sees another's reminders.
 */
export const reminderKeys = {
  settings: () => ['reminders'] as const,
  /** This browser's push subscription (its endpoint), which only the browser knows. */
  device: () => ['reminders', 'device'] as const,
};
