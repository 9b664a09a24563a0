import type { VoiceStudioItem as StudioItem } from '@roots/shared/contracts/voices';
import { publicPaths } from '@roots/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, SkipForward, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useReportText, useStudio, useSubmitClip, voicesKeys } from '../api/voices.ts';
import { useRecorder } from '../../../lib/use-recorder.ts';
import { ActiveLanguages } from './active-languages.tsx';
import { RecorderControls } from './recorder-controls.tsx';
import { TextCard } from './text-card.tsx';
import { NotLoaded } from './not-loaded.tsx';
import { QueueCard } from './queue-card.tsx';

/** The recording studio: pick a language, then one text at a time. */
export function Studio() {
  const [code, setCode] = useState('');
  return (
    <ActiveLanguages chosen={code} onChoose={setCode}>
      {(language) => <StudioQueue key={language.code} code={language.code} />}
    </ActiveLanguages>
  );
}

type Outcome = 'submitted' | 'skipped' | 'reported';

function StudioQueue({ code }: { code: string }) {
  const queue = useStudio(code);
  const client = useQueryClient();
  // Texts submitted or reported here, and texts skipped: they leave the queue on this page at once.
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const [sent, setSent] = useState(0);
  if (!queue.isSuccess) return <NotLoaded query={queue} />;
  const item = queue.data.items.find(({ text_id: id }) => !done.has(id) && !skipped.has(id));
  const remaining = Math.max(0, queue.data.remaining - sent);
  const finish = (id: string, outcome: Outcome) => {
    (outcome === 'skipped' ? setSkipped : setDone)((before) => new Set(before).add(id));
    if (outcome === 'submitted') setSent((count) => count + 1);
  };
  const moved = done.size + skipped.size > 0;
  if (!item)
    return (
      <div className="space-y-4 rounded-card border border-line p-6">
        {remaining > 0 && queue.data.items.length > 0 ? (
          <>
            <p>That is this batch done. {remaining} texts still need a voice.</p>
            <div className="flex flex-wrap gap-3">
              <Button
                isLoading={queue.isFetching}
                onClick={() => {
                  void client.invalidateQueries({ queryKey: voicesKeys.studio(code) }).then(() => setSent(0));
                }}
              >
                Load more texts
              </Button>
              {skipped.size > 0 ? (
                <Button variant="secondary" onClick={() => setSkipped(new Set())}>
                  Show the skipped texts again
                </Button>
              ) : null}
            </div>
          </>
        ) : (
          <p>
            Nothing is waiting to be recorded in this language right now: every text has a voice or a recording awaiting
            review. Thank you! <Link to={publicPaths.contribute}>Back to your contributions</Link>.
          </p>
        )}
      </div>
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {remaining} {remaining === 1 ? 'text' : 'texts'} still need a voice
        {sent > 0 ? ` · ${String(sent)} sent for review` : ''}
      </p>
      <TextTake key={item.text_id} code={code} item={item} onDone={finish} focus={moved} />
    </div>
  );
}

function TextTake({
  code,
  item,
  onDone,
  focus,
}: {
  code: string;
  item: StudioItem;
  onDone: (id: string, outcome: Outcome) => void;
  /** Whether the card takes the focus as it arrives (not on the page's first card). */
  focus: boolean;
}) {
  const recorder = useRecorder();
  const submit = useSubmitClip();
  const [reporting, setReporting] = useState(false);
  const recording = recorder.status === 'recording';
  return (
    <QueueCard label={item.kind === 'word' ? 'Word to record' : 'Sentence to record'} focus={focus}>
      <TextCard code={code} item={item} />
      <RecorderControls recorder={recorder} disabled={submit.isPending} />
      {submit.isError ? (
        <p role="alert" className="font-medium text-danger">
          {submit.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3 border-t border-line pt-4">
        <Button
          disabled={!recorder.recording || recording || submit.isPending}
          isLoading={submit.isPending}
          onClick={() => {
            if (!recorder.recording) return;
            submit.mutate(
              { textId: item.text_id, audio: recorder.recording.blob },
              { onSuccess: () => onDone(item.text_id, 'submitted') },
            );
          }}
        >
          <Upload aria-hidden="true" className="size-4" /> Submit
        </Button>
        <Button
          variant="secondary"
          disabled={recording || submit.isPending}
          onClick={() => onDone(item.text_id, 'skipped')}
        >
          <SkipForward aria-hidden="true" className="size-4" /> Skip
        </Button>
        <Button variant="ghost" disabled={recording} onClick={() => setReporting(true)}>
          <AlertTriangle aria-hidden="true" className="size-4" /> This text is wrong
        </Button>
      </div>
      {reporting ? (
        <WrongTextDialog
          code={code}
          item={item}
          onClose={() => setReporting(false)}
          onSent={() => onDone(item.text_id, 'reported')}
        />
      ) : null}
    </QueueCard>
  );
}

/**
 * Reports the text to the editors (a problem report on the exercise or word using it, in the CMS's
 * reports list) and says so; the text does not come back to this contributor.
 */
function WrongTextDialog({
  code,
  item,
  onClose,
  onSent,
}: {
  code: string;
  item: StudioItem;
  onClose: () => void;
  onSent: () => void;
}) {
  const report = useReportText();
  const [note, setNote] = useState('');
  const close = () => {
    if (report.isSuccess) onSent();
    report.reset();
    setNote('');
    onClose();
  };
  return (
    <Modal
      open
      title="This text is wrong"
      onClose={close}
      footer={
        report.isSuccess ? (
          <Button onClick={close}>Next text</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button
              isLoading={report.isPending}
              onClick={() => report.mutate({ textId: item.text_id, note: note.trim() })}
            >
              Send to the editors
            </Button>
          </>
        )
      }
    >
      {report.isSuccess ? (
        <p role="status">{report.data.message} Nothing was recorded.</p>
      ) : (
        <div className="space-y-3">
          <p>
            Tell the editors what is wrong with “<span lang={code}>{item.text}</span>”: a spelling, a tone mark, the
            meaning. They read every report.
          </p>
          <Textarea
            label="What is wrong"
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
          {report.isError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {report.error.message}
            </p>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
