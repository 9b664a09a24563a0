import type { OfflineSummary } from '@roots/shared/contracts/offline';
import { countOf } from '@roots/shared/domain/count';
import { pathTo } from '@roots/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Card } from '../../../components/ui/card.tsx';
import { learningKeys } from '../api/learning-keys.ts';
import { deleteDownload, downloadCourse, getOfflineSummary, megabytes } from '../offline/api.ts';
import { offlineStore } from '../../../lib/offline-store.ts';
import { nextOfflineLesson, useDownload, useOfflineSync } from '../offline/use-offline.ts';

const described = (summary: OfflineSummary) =>
  [
    countOf(summary.lessons, 'lesson'),
    summary.practice_exercises > 0 ? 'a practice set' : undefined,
    summary.clips > 0 ? countOf(summary.clips, 'clip') : undefined,
  ]
    .filter(Boolean)
    .join(', ');

type Step =
  | { kind: 'idle' }
  | { kind: 'sizing' }
  | { kind: 'confirm'; summary: OfflineSummary }
  | { kind: 'downloading'; done: number; total: number };

/**
 * "Download for offline" for the current course: its next lessons and a practice set, with their
 * clips, the size said before anything is downloaded and a delete after. It also says what is
 * waiting to be sent, and, once, where the server graded an offline answer otherwise.
 */
export function OfflineCard({
  languageId,
  languageName,
  userId,
}: {
  languageId: string;
  languageName: string;
  userId: string;
}) {
  const client = useQueryClient();
  const download = useDownload(languageId, userId);
  useOfflineSync(userId);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | undefined>(undefined);
  if (!download.data) return null;
  const { pkg, state, waiting, notice } = download.data;
  const refresh = () => client.invalidateQueries({ queryKey: learningKeys.offline(userId) });
  const failed = (caught: unknown) => {
    setStep({ kind: 'idle' });
    setError(caught instanceof Error ? caught.message : 'That did not work. Try again.');
  };

  const size = () => {
    setError(undefined);
    setStep({ kind: 'sizing' });
    getOfflineSummary(languageId).then((summary) => setStep({ kind: 'confirm', summary }), failed);
  };
  const start = () => {
    setStep({ kind: 'downloading', done: 0, total: 0 });
    downloadCourse(userId, languageId, (done, total) => setStep({ kind: 'downloading', done, total })).then(() => {
      setStep({ kind: 'idle' });
      void refresh();
    }, failed);
  };
  const remove = () => {
    void deleteDownload(userId, languageId).then(refresh, failed);
  };
  const next = pkg ? nextOfflineLesson(pkg, state ?? undefined) : undefined;
  const practice = pkg?.practice && state?.plays.practice?.status !== 'completed';

  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="offline-card-title">
      <h2 id="offline-card-title" className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
        <CloudOff aria-hidden="true" className="size-4 text-primary" /> Offline
      </h2>
      {notice ? (
        <div role="status" className="rounded-lg bg-surface-sunken p-3 text-sm text-ink">
          <p>
            {notice.differed > 0
              ? `While you were offline, ${countOf(notice.differed, 'answer')} ${notice.differed === 1 ? 'was' : 'were'} graded differently by Roots, because the exercise changed after you downloaded it. `
              : ''}
            {notice.dropped > 0
              ? `${countOf(notice.dropped, 'step')} could not be counted, because the lesson had ended or changed. `
              : ''}
            Your XP, hearts and streak follow Roots’ grading.
          </p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            onClick={() => void offlineStore.clearNotice(userId).then(refresh)}
          >
            OK
          </Button>
        </div>
      ) : null}
      {waiting > 0 ? (
        <p className="text-sm text-ink" role="status">
          {countOf(waiting, 'answer')} played offline {waiting === 1 ? 'is' : 'are'} waiting to be sent. They are sent
          as soon as you are back online.
        </p>
      ) : null}
      {pkg ? (
        <>
          <p className="font-bold text-ink">
            {countOf(pkg.lessons.length, 'lesson')} of {languageName} ready offline · {megabytes(pkg.bytes)}
          </p>
          <div className="flex flex-wrap gap-2">
            {next ? (
              <Link to={pathTo.lesson(next.id)} className={buttonClasses('primary', 'sm')}>
                Play “{next.title}”
              </Link>
            ) : null}
            {practice ? (
              <Link to={pathTo.lesson('practice')} className={buttonClasses('secondary', 'sm')}>
                Practise
              </Link>
            ) : null}
            <Button size="sm" variant="ghost" onClick={remove}>
              Delete download
            </Button>
          </div>
        </>
      ) : step.kind === 'confirm' ? (
        <>
          <p className="text-ink">
            {step.summary.lessons === 0
              ? 'You have finished this course: there is nothing left to download.'
              : `${described(step.summary)}: ${megabytes(step.summary.bytes)}.`}
          </p>
          <div className="flex flex-wrap gap-2">
            {step.summary.lessons > 0 ? (
              <Button size="sm" onClick={start}>
                <Download aria-hidden="true" className="size-4" /> Download {megabytes(step.summary.bytes)}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
              Cancel
            </Button>
          </div>
        </>
      ) : step.kind === 'downloading' ? (
        <p className="text-ink" role="status">
          Downloading… {step.total > 0 ? `${String(step.done)} of ${countOf(step.total, 'clip')}` : ''}
        </p>
      ) : (
        <>
          <p className="text-ink">Learn with no signal: keep your next lessons and a practice set on this device.</p>
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            isLoading={step.kind === 'sizing'}
            onClick={size}
          >
            Download for offline
          </Button>
        </>
      )}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
