import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { ErrorFallback } from './app/error-fallback.tsx';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary fallback={<ErrorFallback />} onError={(error) => console.error('The app crashed', error)}>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
);
