import { storageKeys } from '@roots/shared/constants';
import type { UserProfile } from '@roots/shared/contracts/user';
import { getProfile } from '../features/session/api/profile.ts';
import { local } from '../lib/storage.ts';

/**
 * Asks for the stored token's profile at once, before React renders: the session provider takes
 * this request instead of starting its own after the first render. Undefined for a visitor.
 */
export function requestStoredProfile(): Promise<UserProfile> | undefined {
  if (local.get(storageKeys.accessToken) === null) return undefined;
  const request = getProfile();
  // The session provider handles a failure once it mounts; until then it is not an unhandled one.
  request.catch(() => undefined);
  return request;
}
