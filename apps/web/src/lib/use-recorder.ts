import { useCallback, useEffect, useRef, useState } from 'react';

/** The longest recording the server accepts; the recorder stops by itself then. */
export const MAX_SECONDS = 15;

/** Opus in WebM where the browser records it, else MP4 (Safari), else whatever the browser gives. */
export function pickMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  return ['audio/webm;codecs=opus', 'audio/mp4'].find((type) => MediaRecorder.isTypeSupported(type));
}

/** Why the microphone could not be used, in words a contributor or a learner can act on. */
export function microphoneProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'The microphone was refused. Allow it for this site in your browser’s settings (the lock or camera icon by the address), then press Record again.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'Missing')
    return 'No microphone was found. Plug one in, or use a phone, then press Record again.';
  if (name === 'NotReadableError')
    return 'The microphone is busy in another app or tab. Close it there, then press Record again.';
  return 'The microphone could not be started. Reload the page and try again.';
}

// mediaDevices is missing outside secure contexts, whatever the DOM types say.
const hasMicrophoneApi = () =>
  typeof MediaRecorder !== 'undefined' &&
  typeof navigator !== 'undefined' &&
  (navigator.mediaDevices as MediaDevices | undefined)?.getUserMedia !== undefined;

export interface Recording {
  blob: Blob;
  url: string;
  seconds: number;
}

export type RecorderStatus = 'idle' | 'asking' | 'recording';

/**
 * The browser's microphone, asked for only when `start` is first called. While recording it counts
 * the seconds (and reads a level where the browser can), and stops by itself at MAX_SECONDS.
 */
export function useRecorder() {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [seconds, setSeconds] = useState(0);
  const [level, setLevel] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const media = useRef<MediaRecorder | null>(null);
  const cleanup = useRef<(() => void) | null>(null);
  const urlRef = useRef<string | null>(null);

  const stop = useCallback(() => {
    if (media.current?.state === 'recording') media.current.stop();
  }, []);

  const clear = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setRecording(null);
  }, []);

  useEffect(
    () => () => {
      cleanup.current?.();
      if (media.current?.state === 'recording') media.current.stop();
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const start = useCallback(async () => {
    setProblem(null);
    if (!hasMicrophoneApi()) {
      setProblem(
        typeof MediaRecorder === 'undefined'
          ? 'This browser cannot record audio. Try a recent Chrome, Firefox, Edge or Safari.'
          : microphoneProblem(Object.assign(new Error('no microphone'), { name: 'Missing' })),
      );
      return;
    }
    setStatus('asking');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: false, noiseSuppression: true },
      });
    } catch (error) {
      setStatus('idle');
      setProblem(microphoneProblem(error));
      return;
    }
    const mimeType = pickMimeType();
    const recorder = mimeType ? new MediaRecorder(stream, { mimeType }) : new MediaRecorder(stream);
    const chunks: Blob[] = [];
    const began = Date.now();
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    const timer = setInterval(() => {
      const elapsed = (Date.now() - began) / 1000;
      setSeconds(Math.min(MAX_SECONDS, elapsed));
      if (elapsed >= MAX_SECONDS && recorder.state === 'recording') recorder.stop();
    }, 200);
    const meter = levelMeter(stream, setLevel);
    cleanup.current = () => {
      clearInterval(timer);
      meter();
      for (const track of stream.getTracks()) track.stop();
    };
    recorder.addEventListener('stop', () => {
      cleanup.current?.();
      cleanup.current = null;
      setLevel(0);
      setStatus('idle');
      // The server knows media types without parameters: "audio/webm", not "audio/webm;codecs=opus".
      const type =
        ((recorder.mimeType !== '' ? recorder.mimeType : mimeType) ?? 'audio/webm').split(';')[0] ?? 'audio/webm';
      const blob = new Blob(chunks, { type });
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = URL.createObjectURL(blob);
      setRecording({ blob, url: urlRef.current, seconds: Math.min(MAX_SECONDS, (Date.now() - began) / 1000) });
    });
    media.current = recorder;
    clear();
    setSeconds(0);
    recorder.start();
    setStatus('recording');
  }, [clear]);

  return { status, seconds, level, recording, problem, start, stop, clear };
}

/** Reads the input's level (0–1) a few times a second where the browser has Web Audio; else nothing. */
function levelMeter(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return () => undefined;
  try {
    const context = new Context();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128) / 128);
      onLevel(peak);
    }, 100);
    return () => {
      clearInterval(timer);
      void context.close();
    };
  } catch {
    return () => undefined;
  }
}
