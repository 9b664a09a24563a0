import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { ErrorFallback } from './app/error-fallback.tsx';
import { pageAt } from './app/page-routes.ts';
import { preloadPage } from './app/prefetch.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { requestStoredProfile } from './app/start-session.ts';
import { startServiceWorker } from './lib/app-updates.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The page's code and the stored session's profile are asked for now, side by side, before React
// renders anything (the profile itself left earlier with boot.ts where a session is stored).
const firstPage = pageAt(window.location.pathname);
const firstPageCode = firstPage ? preloadPage(firstPage) : undefined;
const startingProfile = requestStoredProfile();

const app = (
  <StrictMode>
    <ErrorBoundary fallback={<ErrorFallback />} onError={(error) => console.error('The app crashed', error)}>
      <BrowserRouter>
        <Providers startingProfile={startingProfile}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>
);

// A public page arrives prerendered (apps/web/src/ssr): hydrated, for a signed-in learner too (the
// session starts as a visitor's and loads right after). Every other page is rendered here.
// Both as a transition: React then renders in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that keeps a slow phone from answering a tap.
// A signed-in page's server frame (#roots-frame) stays on screen until the page's code is here:
// the first render then shows the page's own frame (the same look) at once, where it would
// otherwise show 'Loading...' between the two while the page's code arrives.
const render = () =>
  startTransition(() => {
    if (root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
const frameWaitsFor = document.getElementById('roots-frame') ? firstPageCode : undefined;
if (frameWaitsFor) void frameWaitsFor.then(render);
else render();
// Offline and installable (issue 41): once the page has loaded and the browser is idle.
startServiceWorker();
