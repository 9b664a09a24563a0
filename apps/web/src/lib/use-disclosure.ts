import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Open/close state for a menu that closes on Escape and on a click outside `containerRef`.
 * The caller owns the ref so the returned state holds no ref (refs must not be read in render).
 */
export function useDisclosure(containerRef: RefObject<HTMLElement | null>) {
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const toggle = useCallback(() => setIsOpen((open) => !open), []);

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen, containerRef]);

  return { isOpen, toggle, close };
}
