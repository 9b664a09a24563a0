import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { CookieBanner } from '../../features/cookie-consent/cookie-banner.tsx';
import { updateAtNavigation } from '../../lib/app-updates.ts';
import { ErrorFallback } from '../error-fallback.tsx';
import { usePrefetchOnIntent, usePrefetchRules } from '../prefetch.ts';
import { useServerFrameReplaced } from '../server-frame.ts';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

/** Spec section 2: 'Loading...' while a page's code arrives. */
export function RouteFallback() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-lg font-semibold text-ink-muted">
      Loading...
    </div>
  );
}

/** Rendered with the page: the idle preloads start once the page itself is on screen. */
function PrefetchNextPages({ pathname }: { pathname: string }) {
  usePrefetchRules(pathname);
  return null;
}

/** A new version of Roots takes over at a navigation, never within a page (lib/app-updates.ts). */
function useUpdateAtNavigation(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    updateAtNavigation();
  }, [pathname]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  usePrefetchOnIntent();
  useUpdateAtNavigation(pathname);
  // A lesson (and practice, /lesson/practice) is a focus mode: no site navigation around the
  // exercise; the player's own quit button (and its dialog) is the way out.
  const focused = pathname.startsWith('/lesson/');
  // The server's first paint of a signed-in page looks as this first render does.
  useServerFrameReplaced();
  // A new page starts at its top, as a full page load would.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-primary px-4 py-2 text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {focused ? null : <Navbar />}
      {/* At least a screen tall: the footer starts below the fold, so a page whose data is still
          arriving grows without pushing the footer across the screen (a layout shift). */}
      <main id="main" className="min-h-dvh flex-1">
        {/* A crash in one page leaves the navigation usable; moving to another page clears it. */}
        <ErrorBoundary
          resetKeys={[pathname]}
          onError={(error) => console.error('Page crashed', error)}
          fallbackRender={({ resetErrorBoundary }) => <ErrorFallback onRetry={resetErrorBoundary} />}
        >
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
            <PrefetchNextPages pathname={pathname} />
          </Suspense>
        </ErrorBoundary>
      </main>
      {focused ? null : <Footer />}
      <CookieBanner />
    </div>
  );
}
