import type { UserProfile } from '@roots/shared/contracts/user';
import { XpBadge } from '../../features/learner-stats/components/xp-badge.tsx';
import { HeartsMeter } from '../../features/learning/components/hearts-meter.tsx';
import { NotificationMenu } from '../../features/notifications/components/notification-menu.tsx';
import { cn } from '../../lib/cn.ts';
import QueryProvider from '../query-provider.tsx';
import { heartsPlace } from './hearts-place.ts';
import { UserMenu } from './user-menu.tsx';

/** The signed-in half of the navigation bar, in its own chunk: visitors never download it. */
export default function SignedInControls({ user }: { user: UserProfile }) {
  return (
    <QueryProvider>
      <span className={cn('hidden sm:inline-flex', heartsPlace)}>
        <HeartsMeter userId={user.id} showCountdown={false} />
      </span>
      <XpBadge userId={user.id} />
      <NotificationMenu userId={user.id} />
      <UserMenu user={user} />
    </QueryProvider>
  );
}
