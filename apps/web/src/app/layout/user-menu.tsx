import { pathTo, protectedPaths, publicPaths } from '@roots/shared/routes';
import type { UserProfile } from '@roots/shared/contracts/user';
import {
  BookOpen,
  Dumbbell,
  LifeBuoy,
  LogOut,
  Mic,
  Settings,
  ShoppingBag,
  Trophy,
  UserRound,
  Users,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Dropdown } from '../../components/ui/dropdown.tsx';
import { useSession } from '../../features/session/session-context.ts';

const itemClasses =
  'flex w-full items-center gap-3 rounded-control px-3 py-2.5 text-left text-sm font-medium text-ink no-underline hover:bg-surface-sunken';

const links = [
  { to: protectedPaths.profile, icon: UserRound, label: 'Profile' },
  // On a phone the dashboard's practice card sits below the whole course path: one tap from anywhere.
  { to: pathTo.lesson('practice'), icon: Dumbbell, label: 'Practice' },
  { to: protectedPaths.leaderboard, icon: Trophy, label: 'Leaderboard' },
  { to: protectedPaths.friends, icon: Users, label: 'Friends' },
  { to: protectedPaths.store, icon: ShoppingBag, label: 'Store' },
  { to: protectedPaths.languages, icon: BookOpen, label: 'Languages' },
  { to: protectedPaths.settings, icon: Settings, label: 'Settings' },
  { to: publicPaths.contribute, icon: Mic, label: 'Record your language' },
  { to: publicPaths.support, icon: LifeBuoy, label: 'Help & Support' },
];

/**
 * Spec section 2: Languages, Settings, Help & Support, Sign Out (signs out, then goes to /); before
 * them the learner's profile, practice, leaderboard, friends and store.
 */
export function UserMenu({ user }: { user: UserProfile }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { username, avatar_url: avatarUrl } = user.user_metadata;

  return (
    <Dropdown label="Account menu" panelClassName="w-60" trigger={<Avatar username={username} imageUrl={avatarUrl} />}>
      {(close) => (
        <>
          <div className="border-b border-line px-3 pt-1 pb-3">
            <p className="truncate text-sm font-bold">{username}</p>
            <p className="truncate text-xs text-ink-muted">{user.email}</p>
          </div>
          <nav aria-label="Account" className="pt-2">
            {links.map(({ to, icon: Icon, label }) => (
              <Link key={to} to={to} onClick={close} className={itemClasses}>
                <Icon aria-hidden="true" className="size-4" /> {label}
              </Link>
            ))}
            <button
              type="button"
              className={itemClasses}
              onClick={() => {
                close();
                void signOut().then(() => navigate(publicPaths.home));
              }}
            >
              <LogOut aria-hidden="true" className="size-4" /> Sign Out
            </button>
          </nav>
        </>
      )}
    </Dropdown>
  );
}
