import { Skeleton } from '../../../components/ui/skeleton.tsx';

// Cards and their placeholders share one height, so the dashboard does not move when the numbers
// arrive (a layout shift); longer text (a narrow phone) may still grow a card. A module of its own:
// the dashboard's first paint (app/dashboard-frame.tsx) shows the placeholders without the cards' code.
export const cardHeight = 'min-h-[12.5rem] lg:min-h-40';
export const grid = 'grid grid-cols-2 gap-3 lg:grid-cols-4';

/** The four cards' places while the learner's numbers load. */
export function StatCardsSkeleton() {
  return (
    <div className={grid}>
      {['streak', 'hearts', 'goal', 'coins'].map((card) => (
        <Skeleton key={card} className={`rounded-card ${cardHeight}`} />
      ))}
    </div>
  );
}
