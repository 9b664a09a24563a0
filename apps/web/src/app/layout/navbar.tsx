import { protectedPaths, publicPaths } from '@roots/shared/routes';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button-classes.ts';
import { XpBadgePlaceholder } from '../../features/learner-stats/components/xp-badge-placeholder.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { cn } from '../../lib/cn.ts';
import { useGetStarted } from '../use-get-started.ts';
import { heartsPlace } from './hearts-place.ts';
import { Logo } from './logo.tsx';
import { useScrolled } from './use-scrolled.ts';

const SignedInControls = lazy(() => import('./signed-in-controls.tsx'));

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-control px-3 py-2 text-base font-semibold no-underline transition-colors hover:bg-surface-sunken',
    isActive ? 'text-primary' : 'text-ink',
  );

/**
 * The places of a learner's controls (hearts from 640 px, XP, notifications, account) while the
 * session is checked and their code and figures arrive: each takes its place without moving the
 * bar (Lighthouse counted each control's arrival as a layout shift).
 */
function SignedInPlaceholder() {
  return (
    <>
      <span aria-hidden="true" className={cn('hidden h-6 sm:inline-block', heartsPlace)} />
      <XpBadgePlaceholder />
      <span aria-hidden="true" className="size-11" />
      <span aria-hidden="true" className="size-11" />
    </>
  );
}

/** Spec section 2: visitors see Log in and Get Started Free. */
function VisitorActions({ className, loginVariant }: { className: string; loginVariant: 'ghost' | 'secondary' }) {
  const getStarted = useGetStarted();
  return (
    <div className={className}>
      <Link to={publicPaths.login} className={buttonClasses(loginVariant)}>
        Log in
      </Link>
      <button type="button" onClick={getStarted} className={buttonClasses('primary')}>
        Get Started Free
      </button>
    </div>
  );
}

export function Navbar() {
  const { user, isLoading } = useSession();
  const isScrolled = useScrolled();
  const { pathname } = useLocation();
  // The mobile menu is open for the page it was opened on, so navigating closes it by itself.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;

  // Signed in, the learner's own places come first; the bar needs more room for them (lg).
  const links = [
    ...(user
      ? [
          { to: protectedPaths.dashboard, label: 'Dashboard' },
          { to: protectedPaths.leaderboard, label: 'Leaderboard' },
          { to: protectedPaths.friends, label: 'Friends' },
          { to: protectedPaths.store, label: 'Store' },
        ]
      : []),
    { to: publicPaths.mission, label: 'Our Mission' },
    { to: publicPaths.blog, label: 'Blog' },
  ];
  const wide = user ? 'lg' : 'md';

  return (
    <header
      className={cn(
        'sticky top-0 z-30 border-b transition-colors duration-200',
        isScrolled ? 'border-line bg-nav-scrolled backdrop-blur-md' : 'border-transparent bg-surface',
      )}
      data-scrolled={isScrolled}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className={cn('ml-4 hidden items-center gap-1', wide === 'lg' ? 'lg:flex' : 'md:flex')}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClasses}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        {/* Fills the bar up to its right edge, so a learner's controls arriving on a prerendered page
            (a visitor's until the session is read) appear beside the menu without moving the box. */}
        <div className="flex flex-1 items-center justify-end gap-2">
          {user ? (
            <Suspense fallback={<SignedInPlaceholder />}>
              <SignedInControls user={user} />
            </Suspense>
          ) : isLoading ? (
            // A stored session is being checked: neither a learner's controls yet nor a visitor's
            // Log in, which would flash before the learner's own; a stored session is a learner's.
            <SignedInPlaceholder />
          ) : (
            // On phones these live in the menu; the wrapper hides them (a `hidden` on the buttons
            // themselves would compete with their own display class).
            <VisitorActions className="hidden items-center gap-2 sm:flex" loginVariant="ghost" />
          )}
          <button
            type="button"
            onClick={() => setMenuOpenOn(isMenuOpen ? null : pathname)}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface-sunken',
              wide === 'lg' ? 'lg:hidden' : 'md:hidden',
            )}
          >
            {isMenuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      {isMenuOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className={cn(
            'animate-rise border-t border-line bg-surface-raised px-4 pt-2 pb-4',
            wide === 'lg' ? 'lg:hidden' : 'md:hidden',
          )}
        >
          <div className="flex flex-col">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={linkClasses}>
                {link.label}
              </NavLink>
            ))}
          </div>
          {user ? null : <VisitorActions className="mt-3 grid grid-cols-2 gap-2 sm:hidden" loginVariant="secondary" />}
        </nav>
      ) : null}
    </header>
  );
}
