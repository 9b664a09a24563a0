import { storageKeys } from '@roots/shared/constants';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { DashboardLayout } from '../../../features/learning/components/dashboard-layout.tsx';
import { StatCardsSkeleton } from '../../../features/learning/components/stat-cards-skeleton.tsx';
import { UNNAMED_LEARNER } from '../../../features/session/session-context.ts';
import { local } from '../../../lib/storage.ts';
import { SessionCheckNotice } from '../../../features/session/components/session-check-notice.tsx';

/**
 * The dashboard while the stored session is checked, and so the server's first paint of it: the
 * greeting (with the name stored at the last visit; the server's HTML has it filled in by the
 * frame's script) and the places of the cards. The page then renders over it without moving it:
 * the learner is greeted at once instead of by a spinner. In the dashboard's own chunk, which
 * the browser has before its first render of the page (main.tsx), not in the app's entry.
 */
export function DashboardFrame() {
  const name = local.get(storageKeys.learnerName) ?? UNNAMED_LEARNER;
  return (
    <DashboardLayout name={name}>
      <SessionCheckNotice />
      <div className="flex flex-col gap-8">
        <StatCardsSkeleton />
        <Skeleton className="h-96 w-full" />
      </div>
    </DashboardLayout>
  );
}
