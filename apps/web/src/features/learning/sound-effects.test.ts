import { afterEach, describe, expect, it, vi } from 'vitest';
import { playSound, soundNotes } from './sound-effects.ts';

/** A stand-in for Web Audio that records the tones started. */
function fakeAudio() {
  const started: number[] = [];
  const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  class FakeContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = vi.fn();
    createGain() {
      return { gain: param(), connect: (next: unknown) => next };
    }
    createOscillator() {
      const frequency = param();
      return {
        type: 'sine',
        frequency,
        connect: (next: unknown) => next,
        start: () => started.push(frequency.value),
        stop: vi.fn(),
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return started;
}

afterEach(() => vi.unstubAllGlobals());

describe('sound effects', () => {
  it('plays each sound as its short run of synthesised tones', () => {
    const started = fakeAudio();
    playSound('complete');
    expect(started).toEqual(soundNotes.complete.map((note) => note.frequency));
  });

  it('keeps the right and wrong sounds short and tells them apart by pitch', () => {
    for (const effect of ['right', 'wrong'] as const) {
      const notes = soundNotes[effect];
      expect(Math.max(...notes.map((n) => n.at + n.duration))).toBeLessThan(0.5);
    }
    const last = (effect: 'right' | 'wrong') => soundNotes[effect].at(-1)?.frequency ?? 0;
    expect(last('right')).toBeGreaterThan(last('wrong'));
  });

  it('stays silent where the browser has no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => playSound('right')).not.toThrow();
  });
});
