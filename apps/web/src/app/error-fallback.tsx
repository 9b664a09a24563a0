import { publicPaths } from '@roots/shared/routes';
import { AlertTriangle } from 'lucide-react';
import { buttonClasses } from '../components/ui/button-classes.ts';
import { useServerFrameReplaced } from './server-frame.ts';

/** Shown when rendering fails; texts from spec section 2 and 8. */
export function ErrorFallback({ onRetry }: { onRetry?: (() => void) | undefined }) {
  // A crash before the layout rendered leaves no spinner of the server's above this message.
  useServerFrameReplaced();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center"
    >
      <span className="mb-5 inline-flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger">
        <AlertTriangle aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-ink-muted">
        We're sorry, but something unexpected happened. Please try again or return to the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={onRetry ?? (() => window.location.reload())}
        >
          Try Again
        </button>
        {/* A full navigation: after a crash the in-memory app state may be what is broken. */}
        <a href={publicPaths.home} className={buttonClasses('secondary')}>
          Go to Home
        </a>
      </div>
    </div>
  );
}
