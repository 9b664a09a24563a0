import { formatCount } from '@roots/shared/domain/count';
import { protectedPaths } from '@roots/shared/routes';
import { Shield, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFriendsIfLoaded } from '../api/get-friends.ts';
import { useLeagueIfLoaded } from '../api/get-league.ts';
import { timeLeft } from '../time-left.ts';

/** The place the card holds while its data loads. */
export const SocialCardSkeleton = () => <Skeleton className="h-48 w-full" />;

/** The dashboard's card: the learner's league this week and the friends' week. */
export function SocialCard({ userId }: { userId: string }) {
  const league = useLeagueIfLoaded(userId);
  const friends = useFriendsIfLoaded(userId);
  if (!league.data || !friends.data) {
    return league.isError || friends.isError ? null : <SocialCardSkeleton />;
  }
  const mine = league.data.members.find((m) => m.id === userId);
  const top = friends.data.friends.slice(0, 3);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="flex items-center gap-2 font-bold">
        <Shield aria-hidden="true" className="size-5 text-ochre" /> {league.data.tier_name} league
      </h2>
      <p className="text-sm text-ink-muted">
        {mine
          ? `You are #${String(mine.rank)} of ${String(league.data.members.length)}, ${timeLeft(league.data.ends_at, new Date())} left.`
          : 'Earn XP this week to join a group.'}{' '}
        <Link to={protectedPaths.leaderboard}>See the league</Link>
      </p>
      <h2 className="mt-1 flex items-center gap-2 font-bold">
        <Users aria-hidden="true" className="size-5 text-primary" /> Friends this week
      </h2>
      {top.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Learning is better together. <Link to={protectedPaths.friends}>Find friends</Link>
        </p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {top.map((friend) => (
            <li key={friend.id} className="flex justify-between gap-2">
              <span className="truncate">{friend.display_name ?? friend.username}</span>
              <span className="font-semibold tabular-nums">{formatCount(friend.xp_this_week)} XP</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
