import './index.css';
import { storageKeys } from '@roots/shared/constants';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { ErrorFallback } from './app/error-fallback.tsx';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { local } from './lib/storage.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <ErrorBoundary fallback={<ErrorFallback />} onError={(error) => console.error('The app crashed', error)}>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>
);

// A prerendered public page is a visitor's page: hydrated as it is. A signed-in learner's
// navigation differs from it, so their browser renders the page afresh over the prerendered one.
if (root.hasChildNodes() && local.get(storageKeys.accessToken) === null) hydrateRoot(root, app);
else createRoot(root).render(app);
