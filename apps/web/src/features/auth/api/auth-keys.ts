/** Query keys of the auth feature. */
export const authKeys = {
  providers: () => ['auth', 'providers'] as const,
  verifyEmail: (token: string) => ['verify-email', token] as const,
  signInWithLink: (token: string) => ['sign-in-with-link', token] as const,
};
