import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface AppPageProps {
  /** The page's name: its heading and the document's title. */
  title: string;
  /** The heading's markup, where it is more than the title's text (the same words). */
  heading?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of a signed-in screen: title, one line of context, optional actions, then the content. */
export function AppPage({ title, heading, description, actions, children }: AppPageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {/* min-w-0 and wrapping anywhere: a long username in the title never widens a phone's page. */}
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight wrap-anywhere">{heading ?? title}</h1>
          {description ? <p className="mt-2 max-w-2xl text-ink-muted">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
