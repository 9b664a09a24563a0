import { protectedPaths } from '@roots/shared/routes';
import { storageKeys } from '@roots/shared/constants';
import { session } from '../../lib/storage.ts';

/**
 * Where to go after signing in: the stored redirectAfterAuth (used once), else the dashboard, or
 * onboarding for a learner who has not finished it. Only same-site paths are honoured so a crafted
 * value cannot send the learner elsewhere.
 */
export function takeRedirectAfterAuth(fallback: string = protectedPaths.dashboard): string {
  const target = session.get(storageKeys.redirectAfterAuth);
  session.remove(storageKeys.redirectAfterAuth);
  return target?.startsWith('/') && !target.startsWith('//') ? target : fallback;
}

/** The page after a sign-in: a learner who has not finished onboarding goes there first. */
export function pageAfterSignIn(profile: { onboarded: boolean }): string {
  return takeRedirectAfterAuth(profile.onboarded ? protectedPaths.dashboard : protectedPaths.onboarding);
}
