import { protectedPaths, publicPaths } from '@roots/shared/routes';
import { storageKeys } from '@roots/shared/constants';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../features/session/session-context.ts';
import { session } from '../lib/storage.ts';

/**
 * "Get Started Free" (spec section 2): signed in → /onboarding; otherwise remember /onboarding
 * under redirectAfterAuth and go to log in.
 */
export function useGetStarted(): () => void {
  const { user } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    if (!user) session.set(storageKeys.redirectAfterAuth, protectedPaths.onboarding);
    void navigate(user ? protectedPaths.onboarding : publicPaths.login);
  }, [user, navigate]);
}
