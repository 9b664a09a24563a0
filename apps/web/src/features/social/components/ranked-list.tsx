import type { LeaderboardRow } from '@roots/shared/contracts/social';
import { formatCount } from '@roots/shared/domain/count';
import { pathTo } from '@roots/shared/routes';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { cn } from '../../../lib/cn.ts';

type Zone = 'promotion' | 'safe' | 'demotion';

const zoneClasses: Record<Zone, string> = {
  promotion: 'border-l-4 border-l-success',
  safe: 'border-l-4 border-l-transparent',
  demotion: 'border-l-4 border-l-danger',
};

/** One learner's place: rank, avatar, name (to their profile), XP; the viewer's own row stands out. */
export function RankedRow({ row, mine, zone }: { row: LeaderboardRow; mine: boolean; zone?: Zone }) {
  const name = row.display_name ?? row.username;
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-control px-3 py-2',
        mine && 'bg-primary-soft text-on-primary-soft',
        zone && zoneClasses[zone],
      )}
      aria-current={mine ? 'true' : undefined}
    >
      <span className="w-8 shrink-0 text-right font-bold tabular-nums">{row.rank}</span>
      <Avatar username={row.hidden ? name : row.username} imageUrl={row.avatar_url} />
      <span className="min-w-0 flex-1">
        {row.hidden ? (
          // A learner who shows their profile to nobody (or to friends only) is "A learner" here.
          <span className="block truncate font-semibold">{name}</span>
        ) : (
          <>
            <Link to={pathTo.publicProfile(row.username)} className="block truncate font-semibold text-inherit">
              {name}
            </Link>
            {row.display_name ? <span className="block truncate text-xs opacity-80">@{row.username}</span> : null}
          </>
        )}
      </span>
      <span className="shrink-0 font-bold tabular-nums">{formatCount(row.xp)} XP</span>
    </li>
  );
}
