// Generated recordings for the tests of uploads (speech-check.ts, the voices module): no fixture
// files, and each one says what it is.

const RATE = 48_000;

/**
 * Something like a voice: a 140 Hz buzz with harmonics, in syllables, `amplitude` at its loudest,
 * between `before` and `after` seconds of a quiet room (noise at -70 dBFS), deterministic.
 */
export function voice({
  seconds = 1.5,
  before = 0.6,
  after = 0.8,
  amplitude = 0.3,
  noise = 0.0003,
} = {}): Float32Array {
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
export function wav(samples: Float32Array): Buffer {
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

/** Whether a program is on the PATH (ffmpeg: `.ci/run` installs it; without it those tests skip). */
export { isInstalled as installed } from '../lib/clip-tools.ts';
