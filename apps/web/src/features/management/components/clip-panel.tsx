import { type ChangeEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { getClipAudio, useClipStatus, useMakeClip } from '../api/clips.ts';
import { toWav } from '../audio/wav.ts';

const sources = {
  none: {
    sentence: 'No recording of this sentence yet: the exercise cannot be saved until it has one.',
    word: 'No recording of this word yet: learners meet it without sound.',
  },
  course: 'A clip from the course files (synthetic speech). A recording replaces it.',
  recording: 'Recorded or made in the editor.',
} as const;

/** The browser's microphone, when it has one (not on plain http, nor in old browsers). */
// mediaDevices is missing outside secure contexts, whatever the DOM types say.
const canRecord = () =>
  typeof MediaRecorder !== 'undefined' && (navigator.mediaDevices as MediaDevices | undefined) !== undefined;

/** Records from the microphone until `stop`, which resolves with the recording. */
function useRecorder() {
  const recorder = useRef<MediaRecorder | null>(null);
  const [recording, setRecording] = useState(false);

  async function start() {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.addEventListener('dataavailable', (event) => chunks.push(event.data));
    media.start();
    recorder.current = media;
    setRecording(true);
    return new Promise<Blob>((resolve) => {
      media.addEventListener('stop', () => {
        for (const track of stream.getTracks()) track.stop();
        setRecording(false);
        resolve(new Blob(chunks, { type: media.mimeType }));
      });
    });
  }

  return { recording, start, stop: () => recorder.current?.stop() };
}

/**
 * The clip of a listen exercise's sentence, or of a lesson's new word: what learners will hear,
 * and three ways to make it: upload a file, record with the microphone, or synthesise with
 * espeak-ng where the language has a voice. Files are turned into WAV here; the server re-encodes
 * every upload.
 */
export function ClipPanel({
  languageId,
  say,
  of = 'sentence',
  onClipMade,
}: {
  languageId: string;
  say: string;
  of?: 'sentence' | 'word';
  /** After a clip is stored: the editor clears the server's old "no clip" messages. */
  onClipMade?: () => void;
}) {
  const sentence = useDebounced(say.trim(), 400);
  const status = useClipStatus(languageId, sentence);
  const make = useMakeClip(languageId);
  const recorder = useRecorder();
  const [audioUrl, setAudioUrl] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [converting, setConverting] = useState(false);
  const fileId = useId();
  // The text as typed, read when a clip is sent (after a file's conversion, or a recording's end):
  // the debounced `sentence` may be up to 400 ms old, and the clip would be stored under it.
  const latest = useRef(say.trim());
  useLayoutEffect(() => {
    latest.current = say.trim();
  }, [say]);
  const makeClip = (change: { kind: 'recording'; file: Blob } | { kind: 'speech' }) => {
    setProblem(undefined);
    make.mutate(
      { ...change, say: latest.current },
      {
        onSuccess: () => {
          setProblem(undefined);
          onClipMade?.();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };
  const source = status.data?.source;

  // The player gets the clip as a blob (it needs the admin's token), fetched anew after each change.
  useEffect(() => {
    if (!source || source === 'none') return undefined;
    let url: string | undefined;
    let live = true;
    void getClipAudio(languageId, sentence)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setAudioUrl(url);
      })
      .catch(() => {
        if (live) setProblem('The clip could not be loaded to play it here.');
      });
    return () => {
      live = false;
      setAudioUrl(undefined);
      if (url) URL.revokeObjectURL(url);
    };
  }, [languageId, sentence, source, make.data]);

  async function upload(file: Blob) {
    setProblem(undefined);
    setConverting(true);
    let wav: Blob;
    try {
      wav = await toWav(file);
    } catch {
      setProblem('This file could not be read as audio. Try a WAV, MP3, M4A or Ogg file.');
      return;
    } finally {
      setConverting(false);
    }
    makeClip({ kind: 'recording', file: wav });
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  }

  async function record() {
    setProblem(undefined);
    try {
      await upload(await recorder.start());
    } catch {
      setProblem('The microphone could not be used. Allow it in the browser, or upload a file instead.');
    }
  }

  if (!sentence) return <p className="text-sm text-ink-muted">Write the sentence to add its recording.</p>;
  const busy = make.isPending || converting;

  return (
    <section
      aria-label={of === 'word' ? `Recording of “${sentence}”` : 'Recording'}
      className="space-y-3 rounded-card border border-line bg-surface p-4"
    >
      <h3 className="font-semibold">{of === 'word' ? sentence : 'Recording'}</h3>
      {status.isPending ? (
        <Spinner className="size-5" />
      ) : status.isError ? (
        <p role="alert" className="text-sm text-danger">
          {status.error.message}
        </p>
      ) : (
        <p className="text-sm text-ink-muted" aria-live="polite">
          {status.data.source === 'none' ? sources.none[of] : sources[status.data.source]}
        </p>
      )}
      {audioUrl ? (
        <audio controls src={audioUrl} className="w-full" aria-label={`Clip of “${sentence}”`}>
          <track kind="captions" label={sentence} />
        </audio>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <label htmlFor={fileId} className={buttonClasses('secondary', 'sm', 'cursor-pointer focus-within:ring-2')}>
          Upload a recording
          <input id={fileId} type="file" accept="audio/*" className="sr-only" disabled={busy} onChange={onFile} />
        </label>
        {canRecord() ? (
          recorder.recording ? (
            <Button variant="danger" size="sm" onClick={recorder.stop}>
              Stop recording
            </Button>
          ) : (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => void record()}>
              Record with the microphone
            </Button>
          )
        ) : null}
        {status.data?.can_generate ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => {
              makeClip({ kind: 'speech' });
            }}
          >
            Make it with espeak-ng
          </Button>
        ) : null}
        {busy ? <Spinner className="size-5 self-center" /> : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
