import { useEffect } from 'react';

/** Sets the tab title as "<page> · Roots" (or just the product name on the home page). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Roots` : 'Roots — learn African languages';
  }, [title]);
}
