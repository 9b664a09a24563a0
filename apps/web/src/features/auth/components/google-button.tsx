import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';

/** Google's "G", drawn in its four colours (inline so the sign-in screens need no extra request). */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.1-4 1.1-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.4 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z" />
    </svg>
  );
}

/**
 * "Continue with Google": a plain link to the server, which sends the browser on to Google.
 * On a server without Google configured it says so instead of failing after a click.
 */
export function GoogleButton() {
  const providers = useAuthProviders();
  const label = (
    <>
      <GoogleMark /> Continue with Google
    </>
  );
  if (providers.data?.google) {
    return (
      <a href="/api/auth/google" className={buttonClasses('secondary', 'lg', 'w-full')}>
        {label}
      </a>
    );
  }
  const unavailable = providers.isSuccess || providers.isError;
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        disabled
        aria-describedby={unavailable ? 'google-unavailable' : undefined}
        className={buttonClasses('secondary', 'lg', 'w-full')}
      >
        {label}
      </button>
      {unavailable ? (
        <p id="google-unavailable" className="text-center text-sm text-ink-muted">
          Google sign-in is not set up on this Roots server. Use your e-mail and password instead.
        </p>
      ) : null}
    </div>
  );
}

/** The "or" line between the Google button and the e-mail form. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-ink-muted" role="separator">
      <span className="h-px flex-1 bg-line" />
      or use your e-mail
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
