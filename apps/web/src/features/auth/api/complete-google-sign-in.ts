import type { GoogleSignedIn } from '@roots/shared/contracts/auth';
import { apiData } from '../../../lib/api-client.ts';

/** Spec section 7: GET /auth/google/callback?code= → data.access_token (and whether the account is new). */
export async function completeGoogleSignIn(search: string): Promise<{ accessToken: string; isNew: boolean }> {
  const { access_token, new_account } = await apiData<GoogleSignedIn>(`/auth/google/callback${search}`);
  return { accessToken: access_token, isNew: new_account };
}
