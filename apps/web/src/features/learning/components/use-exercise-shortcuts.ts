import { useEffect, useEffectEvent } from 'react';

/**
 * The player's keyboard: 1–9 choose an option or a tile, Enter checks and continues. Nothing
 * happens while `paused` (a dialog is open) or with a modifier key held.
 */
export function useExerciseShortcuts({
  paused,
  onEnter,
  onNumber,
}: {
  paused: boolean;
  onEnter: () => void;
  /** The 0-based position of the key pressed: 0 for "1". */
  onNumber: (index: number) => void;
}) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (paused || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    // Keys typed in a dialog (the problem report) belong to the dialog.
    if (target.closest('dialog')) return;
    if (event.key === 'Enter') {
      // Enter on Check, Continue or a link does what that control does; on an answer choice
      // (an option, a tile, a word to match) it checks, as it does everywhere else.
      const isControl = (target.tagName === 'BUTTON' || target.tagName === 'A') && !('answerChoice' in target.dataset);
      if (isControl) return;
      event.preventDefault();
      onEnter();
      return;
    }
    const typing = target.tagName === 'TEXTAREA' || target.tagName === 'INPUT';
    if (typing || !/^[1-9]$/.test(event.key)) return;
    onNumber(Number(event.key) - 1);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => {
      window.removeEventListener('keydown', listener);
    };
  }, []);
}
