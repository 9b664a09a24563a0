import { createContext } from 'react';

/**
 * The lesson player's short sounds, synthesised with the Web Audio API (no files to download):
 * a rising pair for a right answer, a low falling pair for a wrong one, a little arpeggio when the
 * lesson is complete. Learners turn them off in /settings ("Sound effects").
 */
export type SoundEffect = 'right' | 'wrong' | 'complete';

/** Whether the learner wants them: the lesson page provides the account's setting. */
export const SoundEffectsContext = createContext(true);

interface Note {
  /** Hz. */
  frequency: number;
  /** Seconds after the sound starts. */
  at: number;
  duration: number;
}

export const soundNotes: Record<SoundEffect, Note[]> = {
  right: [
    { frequency: 659.25, at: 0, duration: 0.09 },
    { frequency: 987.77, at: 0.08, duration: 0.16 },
  ],
  wrong: [
    { frequency: 220, at: 0, duration: 0.12 },
    { frequency: 174.61, at: 0.11, duration: 0.2 },
  ],
  complete: [
    { frequency: 523.25, at: 0, duration: 0.1 },
    { frequency: 659.25, at: 0.1, duration: 0.1 },
    { frequency: 783.99, at: 0.2, duration: 0.1 },
    { frequency: 1046.5, at: 0.3, duration: 0.3 },
  ],
};

let context: AudioContext | undefined;

/** Plays one sound; a browser without Web Audio (or one that refuses it) stays silent. */
export function playSound(effect: SoundEffect): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    // Browsers start a context suspended until a user gesture; a tap on Check is one.
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime + 0.01;
    for (const note of soundNotes[effect]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = effect === 'wrong' ? 'triangle' : 'sine';
      oscillator.frequency.value = note.frequency;
      // A quick attack and an exponential release: a soft "ding", no click.
      gain.gain.setValueAtTime(0.0001, start + note.at);
      gain.gain.exponentialRampToValueAtTime(0.2, start + note.at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.duration);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + note.duration + 0.02);
    }
  } catch {
    // Sound is a nicety: an audio failure must never get in the way of the lesson.
  }
}
