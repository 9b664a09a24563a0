import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { analyseSpeech, checkSpeech, speechProblem } from './speech-check.ts';

const RATE = 48_000;

/**
 * Something like a voice: a 140 Hz buzz with harmonics, in syllables, `amplitude` at its loudest,
 * between `before` and `after` seconds of a quiet room (noise at -70 dBFS), deterministic.
 */
function voice({ seconds = 1.5, before = 0.6, after = 0.8, amplitude = 0.3, noise = 0.0003 } = {}): Float32Array {
  const total = Math.round((before + seconds + after) * RATE);
  const samples = new Float32Array(total);
  let seed = 7;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  for (let i = 0; i < total; i += 1) {
    const t = i / RATE - before;
    let value = noise * random();
    if (t >= 0 && t < seconds) {
      const syllable = Math.sin(Math.PI * ((t * 4) % 1)) ** 0.5;
      const buzz = [1, 2, 3, 4].reduce((sum, h) => sum + Math.sin(2 * Math.PI * 140 * h * t) / h, 0) / 2.1;
      value += amplitude * syllable * buzz;
    }
    samples[i] = Math.max(-1, Math.min(1, value));
  }
  return samples;
}

/** Samples as a 16-bit mono WAV file, as a recorder would save them. */
function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

describe('measuring a recording', () => {
  it('finds the voice between the silences and passes a clean recording', () => {
    const analysis = analyseSpeech(voice(), RATE);
    expect(analysis.start).toBeGreaterThan(0.4);
    expect(analysis.start).toBeLessThan(0.6);
    expect(analysis.end).toBeGreaterThan(2.05);
    expect(analysis.end).toBeLessThan(2.3);
    expect(analysis.levelDb).toBeGreaterThan(-25);
    expect(analysis.noiseDb).toBeLessThan(-60);
    expect(speechProblem(analysis)).toBeUndefined();
  });

  it.each([
    ['silence', voice({ amplitude: 0 }), 'only silence'],
    ['a click', voice({ seconds: 0.15 }), 'too short'],
    ['a long reading', voice({ seconds: 16 }), 'longer than 15 seconds'],
    ['a shout into the microphone', voice({ amplitude: 4 }), 'too loud'],
    ['a whisper across the room', voice({ amplitude: 0.012 }), 'too quiet'],
    ['a voice in a noisy street', voice({ noise: 0.08 }), 'background noise'],
  ])('refuses %s with what to change', (_, samples, message) => {
    expect(speechProblem(analyseSpeech(samples, RATE))).toContain(message);
  });
});

function installed(program: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** `npm test` runs anywhere; `.ci/run` installs ffmpeg. */
describe.skipIf(!installed('ffmpeg'))('checking an upload with ffmpeg', () => {
  /** The WAV re-encoded by ffmpeg as a browser's MediaRecorder would send it. */
  function recorded(samples: Float32Array, format: 'webm' | 'mp4' | 'ogg'): Buffer {
    const dir = mkdtempSync(join(tmpdir(), 'roots-speech-test-'));
    writeFileSync(join(dir, 'in.wav'), wav(samples));
    const codec = format === 'mp4' ? 'aac' : 'libopus';
    execFileSync('ffmpeg', ['-v', 'error', '-i', join(dir, 'in.wav'), '-c:a', codec, join(dir, `out.${format}`)]);
    return readFileSync(join(dir, `out.${format}`));
  }

  it.each(['webm', 'mp4', 'ogg'] as const)(
    'takes %s from the browser, trims it and stores Ogg Vorbis',
    async (format) => {
      const { clip, seconds } = await checkSpeech(recorded(voice(), format));
      expect(clip.subarray(0, 4).toString('latin1')).toBe('OggS');
      expect(clip.includes('vorbis', 0, 'latin1')).toBe(true);
      // 1.5 s of voice and its padding, not the 2.9 s recorded.
      expect(seconds).toBeGreaterThan(1.5);
      expect(seconds).toBeLessThan(2);
    },
  );

  it('brings a quiet but clean voice to the common loudness', async () => {
    const quiet = await checkSpeech(wav(voice({ amplitude: 0.05 })));
    const loud = await checkSpeech(wav(voice({ amplitude: 0.5 })));
    const level = (clip: Buffer) => {
      const dir = mkdtempSync(join(tmpdir(), 'roots-speech-test-'));
      writeFileSync(join(dir, 'clip.ogg'), clip);
      const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', join(dir, 'clip.ogg'), '-ac', '1', '-f', 'f32le', '-']);
      return analyseSpeech(new Float32Array(pcm.buffer, pcm.byteOffset, pcm.length / 4), 22_050).levelDb;
    };
    expect(Math.abs(level(quiet.clip) - level(loud.clip))).toBeLessThan(2);
  });

  it('refuses what is not a recording, or not a usable one, with a 4xx and a reason', async () => {
    await expect(checkSpeech(Buffer.from('<script>alert(1)</script>'))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(checkSpeech(Buffer.concat([Buffer.from('OggS'), Buffer.alloc(600, 9)]))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(checkSpeech(wav(voice({ amplitude: 0 })))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('only silence') as string,
    });
  });
});
