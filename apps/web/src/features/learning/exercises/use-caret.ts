import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * For an edit made in code: returns a function that puts the caret of `field` at a position as
 * soon as React has written the new value (before the next key press can land at the wrong place).
 */
export function useCaret(field: RefObject<HTMLTextAreaElement | null>) {
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null) return;
    field.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (position: number) => {
    caret.current = position;
  };
}
