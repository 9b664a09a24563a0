import type { VoiceStudioItem } from '@roots/shared/contracts/voices';

/** A text as contributors see it: large in the course's script, with its meaning and reading notes. */
export function TextCard({
  code,
  item: { text, meaning, romanisation, notes, where },
}: {
  code: string;
  /** A studio text, or the text of a clip to review (which does not say where it is used). */
  item: Pick<VoiceStudioItem, 'text' | 'meaning' | 'romanisation' | 'notes'> & { where?: string | undefined };
}) {
  return (
    <div className="space-y-2">
      {where ? <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{where}</p> : null}
      <p lang={code} className="text-3xl font-extrabold break-words text-ink sm:text-4xl">
        {text}
      </p>
      {romanisation ? (
        <p lang={`${code}-Latn`} className="text-lg text-ink-muted">
          <span lang="en" className="sr-only">
            Romanisation:{' '}
          </span>
          {romanisation}
        </p>
      ) : null}
      <p lang="en" className="text-lg">
        <span className="text-ink-muted">Meaning: </span>
        {meaning}
      </p>
      {notes ? (
        <p className="rounded-control bg-surface-sunken p-3 text-sm">
          <span className="font-semibold">Reading note: </span>
          {notes}
        </p>
      ) : null}
    </div>
  );
}
