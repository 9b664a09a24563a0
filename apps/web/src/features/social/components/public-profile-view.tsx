import { formatCount } from '@roots/shared/domain/count';
import { Flame, Shield, Star } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LanguageProgressList } from './language-progress-list.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePublicProfile } from '../api/get-public-profile.ts';
import { FriendControls } from './friend-controls.tsx';
import { dateFormat } from '../../../lib/date-format.ts';

const joined = dateFormat(undefined, { month: 'long', year: 'numeric' });

export function PublicProfileSkeleton() {
  return <Skeleton className="h-80 w-full" />;
}

/** Another learner's profile, as much as their visibility setting lets the viewer see. */
export function PublicProfileView({ userId, username }: { userId: string; username: string }) {
  const { data } = usePublicProfile(userId, username);
  const { user, details } = data;
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-wrap items-center gap-4">
        <Avatar username={user.username} imageUrl={user.avatar_url} size="lg" />
        <div className="min-w-40 flex-1">
          <h2 className="truncate text-2xl font-extrabold">{user.display_name ?? user.username}</h2>
          <p className="truncate text-ink-muted">@{user.username}</p>
          {details ? (
            <p className="text-sm text-ink-muted">Learning since {joined.format(new Date(details.joined_at))}</p>
          ) : null}
        </div>
        <FriendControls userId={userId} other={user} relation={data.relation} />
      </Card>
      {details ? (
        <>
          {/* Written by the learner: a long link or word wraps rather than widening the page. */}
          {details.bio ? <p className="text-ink wrap-anywhere">{details.bio}</p> : null}
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Card className="p-4">
              <Star aria-hidden="true" className="size-6 text-ochre" />
              <p className="mt-1 text-2xl font-extrabold">{formatCount(details.xp_total)}</p>
              <p className="text-sm text-ink-muted">Total XP ({formatCount(details.xp_this_week)} this week)</p>
            </Card>
            <Card className="p-4">
              <Flame aria-hidden="true" className="size-6 text-accent" />
              <p className="mt-1 text-2xl font-extrabold">{details.current_streak}</p>
              <p className="text-sm text-ink-muted">Day streak (longest {details.longest_streak})</p>
            </Card>
            <Card className="p-4">
              <Shield aria-hidden="true" className="size-6 text-primary" />
              <p className="mt-1 text-2xl font-extrabold">{details.league ?? '—'}</p>
              <p className="text-sm text-ink-muted">League this week</p>
            </Card>
          </div>
          <LanguageProgressList languages={details.languages} headingLevel="h3" />
        </>
      ) : (
        <Card>
          <p className="text-ink-muted">
            {data.relation === 'blocked'
              ? 'You blocked this learner.'
              : `${user.username} keeps their profile private.`}
          </p>
        </Card>
      )}
    </div>
  );
}
