import { useLayoutEffect } from 'react';

/**
 * Removes the server's first paint of a signed-in page (#roots-frame, beside #root; see
 * apps/server/src/plugins/web.ts) once React has rendered in its place: in a layout effect, before
 * the browser paints again, so the swap itself is never on screen.
 */
export function useServerFrameReplaced() {
  useLayoutEffect(() => {
    document.getElementById('roots-frame')?.remove();
  }, []);
}
