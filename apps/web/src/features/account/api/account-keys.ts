/**
 * Query keys of the account feature. They carry no user id: signing out (or deleting the account)
 * clears the whole cache, so one learner never sees another's devices.
 */
export const accountKeys = {
  sessions: () => ['auth', 'sessions'] as const,
  usernameCheck: (username: string) => ['username-check', username] as const,
};
