import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AppError } from '@roots/shared/errors';
import { withWorkFolder } from './audio.ts';

const run = promisify(execFile);

/**
 * The checks a contributor's recording passes before anyone hears it (issue 40 §1): its format,
 * its length once the silence around it is trimmed, that it holds a voice and not silence or
 * noise, that it is neither distorted nor too quiet. What passes is trimmed, loudness-normalised
 * by EBU R128 (ffmpeg's loudnorm) and stored as mono Ogg Vorbis like every other clip.
 *
 * ffmpeg decodes and encodes; the measuring is ours (`analyseSpeech`), on the decoded samples,
 * so each verdict can name what to change ("move closer to the microphone").
 */

export const SPEECH_MIN_SECONDS = 0.5;
export const SPEECH_MAX_SECONDS = 15;
/** A browser's recording of one sentence, with the silence around it; far more is a wrong file. */
export const SPEECH_MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

const RATE = 48_000;
const FRAME_SECONDS = 0.02;
/** A frame this loud or louder (RMS, dBFS) is sound: a phone's or a headset's hiss stays below. */
const SOUND_DB = -50;
/** Kept around the voice when trimming, so that no consonant is cut. */
const PAD_BEFORE_SECONDS = 0.1;
const PAD_AFTER_SECONDS = 0.15;
/** Samples at full scale: more than this share of the voice means the recording clipped. */
const CLIPPED_SHARE = 0.001;
const FULL_SCALE = 0.999;
/** The voice's RMS below this is too quiet to normalise without lifting the room's noise with it. */
const QUIET_DB = -38;
/** The voice must stand this far above the room (the quietest frames) to be understood. */
const MIN_SIGNAL_TO_NOISE_DB = 15;
/** Decoding stops here: a longer upload is refused without reading the rest. */
const DECODE_LIMIT_SECONDS = 30;
/** Speech for the web: -18 LUFS integrated, true peak under -1.5 dBTP (EBU R128 measurement). */
const LOUDNORM = 'loudnorm=I=-18:TP=-1.5:LRA=11';
const PROGRAM_TIMEOUT_MS = 20_000;

export const NOT_A_SPEECH_RECORDING =
  'Upload a recording made in the browser (WebM, Ogg or MP4 audio) or a WAV or FLAC file.';

export interface SpeechAnalysis {
  /** Seconds of the whole upload. */
  seconds: number;
  /** Where the voice starts and ends, in seconds, padded; both 0 when there is no sound. */
  start: number;
  end: number;
  /** RMS of the sounding frames and of the quietest tenth of all frames, in dBFS. */
  levelDb: number;
  noiseDb: number;
  /** Share of the voice's samples at full scale. */
  clipped: number;
}

const toDb = (rms: number) => (rms > 0 ? 20 * Math.log10(rms) : -120);

/** Measures mono samples in [-1, 1] at `rate`: where the voice is, how loud, how clean. */
export function analyseSpeech(samples: Float32Array, rate = RATE): SpeechAnalysis {
  const frame = Math.max(1, Math.round(rate * FRAME_SECONDS));
  const frames: number[] = [];
  for (let at = 0; at < samples.length; at += frame) {
    const end = Math.min(samples.length, at + frame);
    let sum = 0;
    for (let i = at; i < end; i += 1) sum += (samples[i] ?? 0) ** 2;
    frames.push(toDb(Math.sqrt(sum / (end - at))));
  }
  const seconds = samples.length / rate;
  const sorted = [...frames].sort((a, b) => a - b);
  const noiseDb = sorted[Math.floor(sorted.length / 10)] ?? -120;
  const sounding = frames.flatMap((db, i) => (db >= SOUND_DB ? [i] : []));
  const first = sounding[0];
  const last = sounding.at(-1);
  if (first === undefined || last === undefined)
    return { seconds, start: 0, end: 0, levelDb: -120, noiseDb, clipped: 0 };

  const start = Math.max(0, (first * frame) / rate - PAD_BEFORE_SECONDS);
  const end = Math.min(seconds, ((last + 1) * frame) / rate + PAD_AFTER_SECONDS);
  let sum = 0;
  let count = 0;
  let clipped = 0;
  for (const index of sounding) {
    for (let i = index * frame; i < Math.min(samples.length, (index + 1) * frame); i += 1) {
      const value = samples[i] ?? 0;
      sum += value ** 2;
      count += 1;
      if (Math.abs(value) >= FULL_SCALE) clipped += 1;
    }
  }
  return { seconds, start, end, levelDb: toDb(Math.sqrt(sum / count)), noiseDb, clipped: clipped / count };
}

/** Why a recording cannot be used, as the contributor should hear it; undefined when it can. */
export function speechProblem(analysis: SpeechAnalysis): string | undefined {
  const voiced = analysis.end - analysis.start;
  if (analysis.seconds > DECODE_LIMIT_SECONDS || voiced > SPEECH_MAX_SECONDS)
    return `That recording is longer than ${String(SPEECH_MAX_SECONDS)} seconds once the silence around it is trimmed: a clip says one word or sentence.`;
  if (voiced === 0)
    return 'We heard only silence. Check that the right microphone is on and not muted, then record again.';
  if (voiced < SPEECH_MIN_SECONDS) return 'That recording is too short: say the whole text, then stop.';
  if (analysis.clipped > CLIPPED_SHARE)
    return 'That recording is distorted because it is too loud. Move a little further from the microphone and record again.';
  if (analysis.levelDb < QUIET_DB)
    return 'That recording is too quiet. Move closer to the microphone and record again.';
  if (analysis.levelDb - analysis.noiseDb < MIN_SIGNAL_TO_NOISE_DB)
    return 'There is too much background noise to hear the voice clearly. Find a quieter place and record again.';
  return undefined;
}

/** ffmpeg's demuxer for an upload, from its first bytes; nothing else is handed to ffmpeg. */
function demuxerOf(upload: Buffer): string | undefined {
  const head = upload.subarray(0, 12);
  const text = head.toString('latin1');
  if (head.readUInt32BE(0) === 0x1a45dfa3) return 'matroska'; // WebM: Chromium's and Firefox's MediaRecorder
  if (text.startsWith('OggS')) return 'ogg';
  if (text.slice(4, 8) === 'ftyp') return 'mov'; // MP4: Safari's MediaRecorder
  if (text.startsWith('RIFF') && text.slice(8, 12) === 'WAVE') return 'wav';
  if (text.startsWith('fLaC')) return 'flac';
  return undefined;
}

async function ffmpeg(args: string[]): Promise<Buffer> {
  try {
    const { stdout } = await run('ffmpeg', ['-nostdin', '-hide_banner', '-v', 'error', ...args], {
      timeout: PROGRAM_TIMEOUT_MS,
      encoding: 'buffer',
      maxBuffer: (DECODE_LIMIT_SECONDS + 1) * RATE * 4,
    });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'This server cannot take recordings: ffmpeg is not installed (apt-get install -y ffmpeg).',
      );
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_SPEECH_RECORDING);
  }
}

export interface CheckedSpeech {
  /** The clip learners hear: trimmed, normalised, mono Ogg Vorbis. */
  clip: Buffer;
  /** Its length in seconds, and the upload's measurements. */
  seconds: number;
  analysis: SpeechAnalysis;
}

/** Checks an uploaded recording and makes the clip from it, or refuses it with what to change. */
export async function checkSpeech(upload: Buffer): Promise<CheckedSpeech> {
  const demuxer = upload.length >= 12 ? demuxerOf(upload) : undefined;
  if (!demuxer) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_SPEECH_RECORDING);
  return withWorkFolder(async (dir) => {
    const input = join(dir, 'upload');
    await writeFile(input, upload);
    const pcm = await ffmpeg(
      [
        '-f',
        demuxer,
        '-i',
        input,
        '-t',
        String(DECODE_LIMIT_SECONDS + 0.5),
        '-vn',
        '-ac',
        '1',
        '-ar',
        String(RATE),
      ].concat(['-f', 'f32le', '-']),
    );
    const samples = new Float32Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 4));
    const analysis = analyseSpeech(samples, RATE);
    const problem = speechProblem(analysis);
    if (problem) throw new AppError('BAD_REQUEST', problem);

    const trimmed = join(dir, 'trimmed.f32');
    const from = Math.floor(analysis.start * RATE);
    const to = Math.ceil(analysis.end * RATE);
    await writeFile(trimmed, Buffer.from(samples.slice(from, to).buffer));
    const output = join(dir, 'clip.ogg');
    await ffmpeg(
      ['-f', 'f32le', '-ar', String(RATE), '-ac', '1', '-i', trimmed, '-af', LOUDNORM].concat([
        '-ar',
        '22050',
        '-c:a',
        'libvorbis',
        '-q:a',
        '3',
        '-map_metadata',
        '-1',
        output,
      ]),
    );
    return { clip: await readFile(output), seconds: (to - from) / RATE, analysis };
  });
}
