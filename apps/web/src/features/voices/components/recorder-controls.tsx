import { Mic, RotateCcw, Square } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { MAX_SECONDS, type useRecorder } from '../../../lib/use-recorder.ts';

type Recorder = ReturnType<typeof useRecorder>;

/** Record / Stop with a running timer and level, then the recording to play back and Re-record. */
export function RecorderControls({ recorder, disabled = false }: { recorder: Recorder; disabled?: boolean }) {
  const { status, seconds, level, recording, problem } = recorder;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        {status === 'recording' ? (
          <Button variant="danger" onClick={recorder.stop}>
            <Square aria-hidden="true" className="size-4" /> Stop
          </Button>
        ) : recording ? (
          <Button variant="secondary" disabled={disabled} onClick={() => void recorder.start()}>
            <RotateCcw aria-hidden="true" className="size-4" /> Re-record
          </Button>
        ) : (
          <Button disabled={disabled} isLoading={status === 'asking'} onClick={() => void recorder.start()}>
            <Mic aria-hidden="true" className="size-4" /> Record
          </Button>
        )}
        {status === 'recording' ? (
          <div className="flex items-center gap-3" aria-live="off">
            <span className="font-mono text-lg tabular-nums" role="timer" aria-label="Recording time">
              {seconds.toFixed(1)} s / {MAX_SECONDS} s
            </span>
            <span className="h-3 w-24 overflow-hidden rounded-full bg-surface-sunken" aria-hidden="true">
              <span
                className="block h-full bg-primary transition-[width]"
                style={{ width: `${Math.round(level * 100)}%` }}
              />
            </span>
          </div>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {status === 'recording' ? `Recording. It stops by itself after ${String(MAX_SECONDS)} seconds.` : ''}
      </p>
      {recording && status !== 'recording' ? (
        <audio controls src={recording.url} className="w-full max-w-md" aria-label="Your recording">
          <track kind="captions" />
        </audio>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
