import { describe, expect, it } from 'vitest';
import { installed, wav } from '../test/speech.ts';
import { encodeRecording, hasSpeechVoice, speak } from './audio.ts';

/** `npm test` runs anywhere; the programs are installed by `.ci/run` (espeak-ng, vorbis-tools). */
const programs = ['espeak-ng', 'oggenc', 'oggdec', 'ogginfo'].every((program) => installed(program));

/** A WAV file of silence. */
const silence = (seconds: number) => wav(new Float32Array(Math.round(seconds * 48_000)));

describe.skipIf(!programs)('making clips with espeak-ng and vorbis-tools', () => {
  it('speaks a sentence as Ogg Vorbis where a voice exists', async () => {
    expect(await hasSpeechVoice('sw')).toBe(true);
    expect(await hasSpeechVoice('yo')).toBe(false);
    const clip = await speak('Habari ya asubuhi', 'sw');
    expect(clip.subarray(0, 4).toString('latin1')).toBe('OggS');
    // A sentence that looks like an option is still spoken, not parsed.
    expect((await speak('--help', 'sw')).subarray(0, 4).toString('latin1')).toBe('OggS');
  });

  it('re-encodes WAV and Ogg recordings, and refuses anything else with a 4xx', async () => {
    const fromWav = await encodeRecording(silence(2));
    expect(fromWav.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(fromWav.length).toBeLessThan(silence(2).length / 4);
    const fromOgg = await encodeRecording(fromWav);
    expect(fromOgg.subarray(0, 4).toString('latin1')).toBe('OggS');

    await expect(encodeRecording(Buffer.from('hello'))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const brokenOgg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(500, 7)]);
    await expect(encodeRecording(brokenOgg)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(encodeRecording(silence(31))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('30 seconds') as string,
    });
  });
});
