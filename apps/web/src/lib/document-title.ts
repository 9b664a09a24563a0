import { createContext } from 'react';

/**
 * Where the server's render collects the page's title (effects do not run there). The browser has
 * no collector: `useDocumentTitle` sets `document.title` in an effect instead.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** "<page> · Roots", or just the product name on the home page. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · Roots` : 'Roots — learn African languages';
}
