import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { installed, voice, wav } from '../test/speech.ts';
import { analyseSpeech, checkSpeech, speechProblem } from './speech-check.ts';

const RATE = 48_000;

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
