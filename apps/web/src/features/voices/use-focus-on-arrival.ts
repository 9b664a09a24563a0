import { useEffect, useRef } from 'react';

/**
 * Focuses the element when `focus` is true as it mounts: after Submit, Skip or a verdict the next
 * card replaces the one whose button had focus, and a keyboard user goes on from the new card
 * instead of from the top of the page.
 */
export function useFocusOnArrival<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}
