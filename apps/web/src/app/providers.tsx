import { TOAST_DURATION_MS } from '@roots/shared/constants';
import type { UserProfile } from '@roots/shared/contracts/user';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { SessionProvider } from '../features/session/components/session-provider.tsx';
import { toastsAsked } from '../lib/notify.ts';

// Toasts only follow a learner's action, so their code arrives with the first one (lib/notify.ts).
const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

export function Providers({
  children,
  startingProfile,
}: {
  children: ReactNode;
  startingProfile?: Promise<UserProfile>;
}) {
  const toasting = useSyncExternalStore(toastsAsked.subscribe, toastsAsked.current, () => false);
  return (
    <SessionProvider startingProfile={startingProfile}>
      {children}
      {toasting ? (
        <Suspense fallback={null}>
          {/* react-hot-toast keeps at most 20 toasts, the spec's limit; the durations are set here. */}
          <Toaster
            position="top-right"
            toastOptions={{
              duration: TOAST_DURATION_MS.default,
              success: { duration: TOAST_DURATION_MS.success },
              error: { duration: TOAST_DURATION_MS.error },
              className: 'bg-surface-raised! text-ink! border! border-line! rounded-control! shadow-card!',
            }}
          />
        </Suspense>
      ) : null}
    </SessionProvider>
  );
}
