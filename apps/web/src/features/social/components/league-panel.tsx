import { Shield } from 'lucide-react';
import { Fragment } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { useLeague } from '../api/get-league.ts';
import { timeLeft } from '../time-left.ts';
import { RankedRow } from './ranked-list.tsx';

/** The learner's weekly league: the group ranked, the promotion and demotion lines, the time left. */
export function LeaguePanel({ userId }: { userId: string }) {
  const { data: league } = useLeague(userId);
  const promotionEnd = league.members.findLastIndex((m) => m.zone === 'promotion');
  const demotionStart = league.members.findIndex((m) => m.zone === 'demotion');
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-xl font-bold">
          <Shield aria-hidden="true" className="size-6 text-ochre" /> {league.tier_name} league
        </h2>
        <p className="text-sm text-ink-muted">Ends in {timeLeft(league.ends_at, new Date())}</p>
      </div>
      {league.last_result ? (
        <p className="text-sm">
          Last week you finished #{league.last_result.rank} in the {league.last_result.tier_name} league
          {league.last_result.outcome === 'promoted'
            ? ' and moved up.'
            : league.last_result.outcome === 'demoted'
              ? ' and moved down.'
              : '.'}
        </p>
      ) : null}
      {league.placed ? (
        <>
          <p className="text-sm text-ink-muted">
            {league.promoted_count > 0 ? `The top ${String(league.promoted_count)} move up. ` : ''}
            {league.demoted_count > 0 ? `The bottom ${String(league.demoted_count)} move down.` : ''}
          </p>
          <ol className="flex flex-col gap-1">
            {league.members.map((member, i) => (
              <Fragment key={member.id}>
                <RankedRow row={member} mine={member.id === userId} zone={member.zone} />
                {i === promotionEnd && i < league.members.length - 1 ? (
                  <li className="my-1 border-t-2 border-dashed border-success pt-1 text-center text-xs font-semibold text-ink-muted">
                    ▲ Promotion zone
                  </li>
                ) : null}
                {i + 1 === demotionStart ? (
                  <li className="my-1 border-b-2 border-dashed border-danger pb-1 text-center text-xs font-semibold text-ink-muted">
                    ▼ Demotion zone
                  </li>
                ) : null}
              </Fragment>
            ))}
          </ol>
        </>
      ) : (
        <p className="text-ink-muted">
          Earn XP this week to join a {league.tier_name} group of up to 30 learners. The top 7 move up each Monday.
        </p>
      )}
    </Card>
  );
}
