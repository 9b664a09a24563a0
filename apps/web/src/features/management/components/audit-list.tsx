import { Card } from '../../../components/ui/card.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { dateFormat } from '../../../lib/date-format.ts';

const when = dateFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A value of the audit log as readable JSON, or a dash where there was none (a creation's "before"). */
const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/**
 * The latest admin changes, and what rules did by themselves (a clip taken out of service by
 * learners' reports): who did what to which item, when, with the item before and after.
 */
export function AuditList() {
  const { data: entries } = useAuditLog();
  if (entries.length === 0)
    return <p className="text-ink-muted">No changes yet. Every admin change will be listed here.</p>;
  return (
    <ul className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Card className="p-4">
            <p className="font-semibold break-words">
              {entry.actor_kind === 'system' ? 'Roots, automatically' : (entry.actor?.username ?? 'A deleted account')}{' '}
              · {entry.action.replaceAll('_', ' ')} {entry.entity.replaceAll('_', ' ')}
            </p>
            <p className="text-sm text-ink-muted">{when.format(new Date(entry.created_at))}</p>
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-semibold">Before and after</summary>
              <div className="mt-2 grid gap-2 md:grid-cols-2">
                <pre className="overflow-x-auto rounded-control bg-surface-sunken p-2 text-xs">
                  {shown(entry.before)}
                </pre>
                <pre className="overflow-x-auto rounded-control bg-surface-sunken p-2 text-xs">
                  {shown(entry.after)}
                </pre>
              </div>
            </details>
          </Card>
        </li>
      ))}
    </ul>
  );
}
