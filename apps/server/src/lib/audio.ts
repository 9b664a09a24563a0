import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AppError } from '@roots/shared/errors';

const run = promisify(execFile);

/** What the upload route accepts; a 30-second mono recording is far smaller once encoded. */
export const CLIP_MAX_BYTES = 5 * 1024 * 1024;
/** A listen exercise says one sentence: a longer clip is a wrong file, not a recording. */
export const CLIP_MAX_SECONDS = 30;
/** Every program gets this long; a stuck encoder must not hold a request open. */
const PROGRAM_TIMEOUT_MS = 20_000;
/** A little slower than espeak-ng's default, for learners. */
const SPEECH_WORDS_PER_MINUTE = '135';

export const NOT_A_RECORDING =
  'Upload a WAV, FLAC or Ogg Vorbis recording (the editor converts MP3, M4A and other formats before sending).';

type Container = 'wav' | 'flac' | 'ogg';

/** The container of an upload, from its first bytes: nothing else is handed to a program. */
function containerOf(upload: Buffer): Container | undefined {
  const head = upload.subarray(0, 12).toString('latin1');
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WAVE') return 'wav';
  if (head.startsWith('fLaC')) return 'flac';
  if (head.startsWith('OggS')) return 'ogg';
  return undefined;
}

function missingProgram(error: unknown, program: string, packageName: string): AppError | undefined {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `This server cannot make clips: ${program} is not installed (apt-get install -y ${packageName}).`,
  );
}

/** A temporary folder for one clip's files, removed whatever happens. */
export async function withWorkFolder<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'roots-clip-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Length in seconds of an Ogg Vorbis file, as ogginfo reports it ("Playback length: 0m:02.345s"). */
async function lengthOf(file: string): Promise<number> {
  const { stdout } = await run('ogginfo', [file], { timeout: PROGRAM_TIMEOUT_MS });
  const found = /Playback length:\s*(\d+)m:([\d.]+)s/.exec(stdout);
  return found ? Number(found[1]) * 60 + Number(found[2]) : Number.POSITIVE_INFINITY;
}

/**
 * Encodes a WAV or FLAC file as the clip learners get: mono Ogg Vorbis at 22.05 kHz, quality 3
 * (about 40 kbit/s, clear for speech), whatever rate and channels the recording had.
 */
async function encode(dir: string, input: string): Promise<Buffer> {
  const output = join(dir, 'clip.ogg');
  try {
    await run('oggenc', ['-Q', '-q', '3', '--downmix', '--resample', '22050', '-o', output, input], {
      timeout: PROGRAM_TIMEOUT_MS,
    });
  } catch (error) {
    throw missingProgram(error, 'oggenc', 'vorbis-tools') ?? new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_RECORDING);
  }
  if ((await lengthOf(output)) > CLIP_MAX_SECONDS) {
    throw new AppError(
      'BAD_REQUEST',
      `That recording is longer than ${String(CLIP_MAX_SECONDS)} seconds: a clip says one sentence.`,
    );
  }
  return readFile(output);
}

/**
 * An admin's recording, decoded and encoded anew: what is stored is always a small, valid clip
 * whatever was sent, and no metadata (recorder, place) of the upload survives.
 */
export async function encodeRecording(upload: Buffer): Promise<Buffer> {
  const container = containerOf(upload);
  if (!container) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_RECORDING);
  return withWorkFolder(async (dir) => {
    const input = join(dir, `upload.${container}`);
    await writeFile(input, upload);
    if (container !== 'ogg') return encode(dir, input);
    // oggenc cannot read Ogg: decode to WAV first (an Opus or damaged file fails here).
    const wav = join(dir, 'upload.wav');
    try {
      await run('oggdec', ['-Q', '-o', wav, input], { timeout: PROGRAM_TIMEOUT_MS });
    } catch (error) {
      throw missingProgram(error, 'oggdec', 'vorbis-tools') ?? new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_RECORDING);
    }
    return encode(dir, wav);
  });
}

/** A clip of `text` spoken by espeak-ng's voice for a language. */
export async function speak(text: string, voice: string): Promise<Buffer> {
  return withWorkFolder(async (dir) => {
    const wav = join(dir, 'speech.wav');
    try {
      // `--` ends the options: a sentence that starts with "-" is still a sentence.
      await run('espeak-ng', ['-v', voice, '-s', SPEECH_WORDS_PER_MINUTE, '-w', wav, '--', text], {
        timeout: PROGRAM_TIMEOUT_MS,
      });
    } catch (error) {
      throw (
        missingProgram(error, 'espeak-ng', 'espeak-ng') ??
        new AppError('BAD_REQUEST', `espeak-ng could not speak that sentence with the "${voice}" voice.`)
      );
    }
    return encode(dir, wav);
  });
}

/** Whether espeak-ng is installed here and has a voice for this language code. */
export async function hasSpeechVoice(voice: string): Promise<boolean> {
  try {
    const { stdout } = await run('espeak-ng', [`--voices=${voice}`], { timeout: PROGRAM_TIMEOUT_MS });
    // The first line is the table's heading; each further line is a voice for that language.
    return stdout.trim().split('\n').length > 1;
  } catch {
    return false;
  }
}
