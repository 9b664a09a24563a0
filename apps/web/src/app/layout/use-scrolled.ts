import { NAVBAR_SCROLL_THRESHOLD_PX } from '@roots/shared/constants';
import { useEffect, useState } from 'react';

/** True once the page has scrolled more than the spec's 10 px. */
export function useScrolled(threshold = NAVBAR_SCROLL_THRESHOLD_PX): boolean {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isScrolled;
}
