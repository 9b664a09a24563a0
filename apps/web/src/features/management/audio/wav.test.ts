import { describe, expect, it } from 'vitest';
import { encodeWav } from './wav.ts';

describe('encodeWav', () => {
  it('writes a 16-bit mono PCM WAV header and clips samples to [-1, 1]', async () => {
    const blob = encodeWav(new Float32Array([0, 1, -1, 2, -0.5]), 22_050);
    expect(blob.type).toBe('audio/wav');
    const view = new DataView(await blob.arrayBuffer());
    const text = (offset: number, length: number) =>
      String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));
    expect([text(0, 4), text(8, 8), text(36, 4)]).toEqual(['RIFF', 'WAVEfmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(36 + 10);
    expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint16(34, true)]).toEqual([1, 1, 16]);
    expect([view.getUint32(24, true), view.getUint32(28, true), view.getUint32(40, true)]).toEqual([
      22_050, 44_100, 10,
    ]);
    const samples = Array.from({ length: 5 }, (_, i) => view.getInt16(44 + i * 2, true));
    expect(samples).toEqual([0, 32_767, -32_768, 32_767, -16_384]);
  });
});
