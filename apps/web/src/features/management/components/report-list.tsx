import { problemKindLabels } from '@roots/shared/contracts/management';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notify } from '../../../lib/notify.ts';
import { useReports } from '../api/get-reports.ts';
import { useResolveReport } from '../api/resolve-report.ts';
import { RecordRow } from './record-row.tsx';

/**
 * Learners' reports, grouped by exercise, and contributors' reports on the studio's texts, grouped
 * by exercise or word: accept a rejected answer for everyone, or dismiss.
 */
export function ReportList() {
  const { data: groups } = useReports();
  const resolve = useResolveReport();
  if (groups.length === 0)
    return (
      <p className="text-ink-muted">
        No open reports. Learners send them from the lesson player, contributors from the recording studio.
      </p>
    );
  const act = (id: string, action: 'accept' | 'dismiss') => {
    resolve.mutate(
      { id, action },
      {
        onSuccess: ({ message }) => void notify('success', message),
        onError: (error) => void notify('error', error.message),
      },
    );
  };
  return (
    <ul className="space-y-3">
      {groups.map((group) => (
        <li key={group.exercise_id ?? group.word_id}>
          <Card className="p-4">
            <p className="text-sm text-ink-muted">
              {group.language_code} · {group.lesson_title} · {group.type.replace('_', ' ')}
            </p>
            <p className="font-semibold break-words">{group.prompt}</p>
            {group.question ? <p className="break-words">{group.question}</p> : null}
            <ul className="mt-3 divide-y divide-line">
              {group.reports.map((report) => (
                <RecordRow
                  key={report.id}
                  className="py-2"
                  actions={
                    <>
                      {report.kind === 'answer_rejected' && report.answer && group.accepts_text ? (
                        <Button
                          size="sm"
                          disabled={resolve.isPending}
                          onClick={() => {
                            act(report.id, 'accept');
                          }}
                        >
                          Accept answer
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={resolve.isPending}
                        onClick={() => {
                          act(report.id, 'dismiss');
                        }}
                      >
                        Dismiss
                      </Button>
                    </>
                  }
                >
                  <p className="text-sm font-semibold">{problemKindLabels[report.kind]}</p>
                  {report.answer ? <p>“{report.answer}”</p> : null}
                  {report.text ? (
                    <p>
                      Text to record: “<span lang={group.language_code}>{report.text}</span>”
                    </p>
                  ) : null}
                  {report.note ? <p className="text-sm text-ink-muted">{report.note}</p> : null}
                  <p className="text-xs text-ink-muted">{report.username ?? 'A former learner'}</p>
                </RecordRow>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
