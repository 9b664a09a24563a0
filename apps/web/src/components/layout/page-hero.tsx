import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The top band of an informational page: a small label, the page's one h1 and an introduction. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="border-b border-line bg-surface-sunken">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow ? <p className="text-sm font-bold tracking-widest text-accent uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-display">{title}</h1>
        {intro ? <div className="mt-4 max-w-2xl text-lg text-pretty text-ink-muted">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}

/** The readable column under a hero. */
export function PageBody({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">{children}</div>;
}

/** The hero of a legal page: its title, a plain-words summary and the date of the last change. */
export function LegalHero({ title, summary, updated }: { title: string; summary: ReactNode; updated: string }) {
  return (
    <PageHero
      eyebrow="Legal"
      title={title}
      intro={
        <>
          <p>{summary}</p>
          <p className="mt-3 text-base">Last updated: {updated}</p>
        </>
      }
    />
  );
}
