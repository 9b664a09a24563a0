import type { Exercise } from '@roots/shared/contracts/learning';
import { Check, Mic, Play, RotateCcw, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { MAX_SECONDS, useRecorder } from '../../../lib/use-recorder.ts';
import { ClipPlayer } from '../components/clip-player.tsx';
import { Romanised } from '../romanisation/romanisation.tsx';
import { HintedText } from './hinted-text.tsx';

/** "I said it well" or "Continue": the step is sent to the server as done (nothing of the recording is). */
export interface SpokenStep {
  run: () => void;
  sending: boolean;
}

/**
 * A speak exercise: the text and its clip, then the learner's own recording, made in the browser
 * and kept there (a blob URL, never uploaded), to play beside the clip. The learner marks
 * themselves: nothing listens to the recording, so nothing claims to judge it. The microphone is
 * asked for only when Record is first pressed. In the CMS preview (`spoken` absent) the marks are
 * left out.
 */
export function SpeakPractice({
  exercise,
  languageCode,
  spoken,
}: {
  exercise: Exercise;
  languageCode: string;
  spoken?: SpokenStep | undefined;
}) {
  const recorder = useRecorder();
  const { status, seconds, recording, problem } = recorder;
  const mine = useRef<HTMLAudioElement>(null);
  const playMine = useRef<HTMLButtonElement>(null);
  const record = useRef<HTMLButtonElement>(null);
  const stop = useRef<HTMLButtonElement>(null);
  const sentence = exercise.sentence ?? '';

  // The focus follows the one button there is: Stop while recording, then (after Stop or the 15 s
  // stop) the learner's recording, ready to play.
  useEffect(() => {
    if (status === 'recording') stop.current?.focus();
  }, [status]);
  useEffect(() => {
    if (recording) playMine.current?.focus();
  }, [recording]);

  const tryAgain = () => {
    recorder.clear();
    // The Record button is back once the recording is gone.
    requestAnimationFrame(() => record.current?.focus());
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p lang={languageCode} className="text-2xl font-semibold text-ink">
          <HintedText text={sentence} hints={exercise.hints?.sentence} />
        </p>
        <Romanised text={sentence} exercise={exercise} answered={false} className="text-base" />
      </div>
      {exercise.audio_url ? (
        <section aria-label="The course’s clip" className="space-y-2">
          <h3 className="text-sm font-bold tracking-wide text-ink-muted uppercase">Listen</h3>
          <ClipPlayer url={exercise.audio_url} size="lg">
            Play
          </ClipPlayer>
        </section>
      ) : null}
      <section aria-label="Your recording" className="space-y-3">
        <h3 className="text-sm font-bold tracking-wide text-ink-muted uppercase">Your turn</h3>
        <div className="flex flex-wrap items-center gap-3">
          {status === 'recording' ? (
            <>
              <Button ref={stop} variant="danger" size="lg" onClick={recorder.stop}>
                <Square aria-hidden="true" className="size-5" /> Stop
              </Button>
              <span className="font-mono text-lg text-ink tabular-nums" role="timer" aria-label="Recording time">
                {seconds.toFixed(1)} s / {MAX_SECONDS} s
              </span>
            </>
          ) : recording ? (
            <>
              <audio ref={mine} src={recording.url} preload="auto" />
              <Button
                ref={playMine}
                variant="secondary"
                size="lg"
                onClick={() => {
                  const audio = mine.current;
                  if (!audio) return;
                  audio.currentTime = 0;
                  void audio.play();
                }}
              >
                <Play aria-hidden="true" className="size-6" /> Play mine
              </Button>
            </>
          ) : (
            <Button ref={record} size="lg" isLoading={status === 'asking'} onClick={() => void recorder.start()}>
              <Mic aria-hidden="true" className="size-6" /> Record
            </Button>
          )}
        </div>
        <p className="sr-only" aria-live="polite">
          {status === 'recording'
            ? `Recording. Say it now; it stops by itself after ${String(MAX_SECONDS)} seconds.`
            : recording
              ? 'Recorded. Play yours, play the clip again, then mark how it went.'
              : ''}
        </p>
        {problem ? (
          <p role="alert" className="font-medium text-danger">
            {problem} Or choose “Can't speak now”.
          </p>
        ) : null}
        <p className="text-sm text-ink-muted">Your recording stays on this device: it is never sent.</p>
      </section>
      {recording && status !== 'recording' && spoken ? (
        <section aria-label="How did it go?" className="space-y-3">
          <h3 className="font-bold text-ink">Compare them. How did it go?</h3>
          <div className="flex flex-wrap gap-3">
            <Button onClick={spoken.run} isLoading={spoken.sending}>
              <Check aria-hidden="true" className="size-5" /> I said it well
            </Button>
            <Button variant="secondary" onClick={tryAgain} disabled={spoken.sending}>
              <RotateCcw aria-hidden="true" className="size-5" /> Not yet — try again
            </Button>
            <Button variant="ghost" onClick={spoken.run} disabled={spoken.sending}>
              Continue
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
