import { useContext, useEffect } from 'react';
import { DocumentTitleSink, documentTitle } from './document-title.ts';

/** Sets the tab title as "<page> · Roots" (or just the product name on the home page). */
export function useDocumentTitle(title: string | undefined) {
  // On the server the prerendered page's <title> is written from here; the sink only collects.
  useContext(DocumentTitleSink)?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
