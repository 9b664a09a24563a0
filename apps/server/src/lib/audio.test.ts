import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { encodeRecording, hasSpeechVoice, speak } from './audio.ts';

/** `npm test` runs anywhere; the programs are installed by `.ci/run` (espeak-ng, vorbis-tools). */
function installed(program: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const programs = installed('espeak-ng') && installed('oggenc') && installed('oggdec') && installed('ogginfo');

/** A WAV file of silence: 16-bit mono PCM. */
function silence(seconds: number, rate = 44_100): Buffer {
  const data = Buffer.alloc(Math.round(seconds * rate) * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

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
    await expect(encodeRecording(silence(31, 22_050))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('30 seconds') as string,
    });
  });
});
