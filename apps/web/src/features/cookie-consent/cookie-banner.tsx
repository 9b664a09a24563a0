import { publicPaths } from '@roots/shared/routes';
import { COOKIE_BANNER_DELAY_MS, storageKeys } from '@roots/shared/constants';
import { Cookie, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-classes.ts';
import { local } from '../../lib/storage.ts';

/**
 * Appears 1.5 s after load when no consent is stored. Accept stores cookieConsent=true; Decline
 * and close only hide it for this visit (spec section 4).
 */
export function CookieBanner() {
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    if (local.get(storageKeys.cookieConsent) === 'true') return;
    const timer = setTimeout(() => setIsVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!isVisible) return null;
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl animate-rise rounded-card border border-line bg-surface-raised p-4 shadow-card sm:inset-x-6 sm:bottom-6 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
        <p className="flex-1 text-sm text-ink-muted">
          We use only the storage Roots needs to keep you signed in and remember your progress and choices. No
          advertising trackers. Read our{' '}
          <Link to={publicPaths.cookieNotice} className="font-semibold">
            cookie notice
          </Link>
          .
        </p>
        <button
          type="button"
          onClick={() => setIsVisible(false)}
          aria-label="Close cookie banner"
          className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" onClick={() => setIsVisible(false)} className={buttonClasses('secondary', 'sm')}>
          Decline
        </button>
        <button
          type="button"
          onClick={() => {
            local.set(storageKeys.cookieConsent, 'true');
            setIsVisible(false);
          }}
          className={buttonClasses('primary', 'sm')}
        >
          Accept
        </button>
      </div>
    </section>
  );
}
