import type { WordHint } from '@roots/shared/contracts/teaching';
import { Fragment, type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/**
 * Text in the course language with word hints: each hinted word or phrase is a button that shows
 * its meaning in this course. The server decides what is hinted (course.hints.ts); this only
 * shows it. Tap or click opens and closes a hint, a mouse opens it on hover, and from the keyboard
 * Tab reaches a word and Enter opens it; Escape, a tap elsewhere or leaving the word closes it.
 */
export function HintedText({
  text,
  hints,
  lang,
}: {
  text: string;
  hints: readonly WordHint[] | undefined;
  /** The words' language, where the text around them is in another (a prompt in English). */
  lang?: string;
}) {
  if (!hints || hints.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  hints.forEach((hint, i) => {
    if (hint.start < at || hint.end > text.length || hint.end <= hint.start) return;
    if (hint.start > at) parts.push(<Fragment key={`t${String(i)}`}>{text.slice(at, hint.start)}</Fragment>);
    parts.push(
      <HintedWord key={`h${String(i)}`} word={text.slice(hint.start, hint.end)} meanings={hint.meanings} lang={lang} />,
    );
    at = hint.end;
  });
  if (at < text.length) parts.push(<Fragment key="rest">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}

type Open = false | 'hover' | 'pinned';
const MARGIN = 8;

function HintedWord({
  word,
  meanings,
  lang,
}: {
  word: string;
  meanings: readonly string[];
  lang?: string | undefined;
}) {
  const [open, setOpen] = useState<Open>(false);
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLSpanElement>(null);

  // Under the word (above it near the bottom of the screen), moved sideways as far as needed to
  // stay on screen, 320 px phones included. Set on the element itself: it follows scrolling.
  const position = useCallback(() => {
    const anchor = button.current?.getBoundingClientRect();
    const box = popover.current;
    if (!anchor || !box) return;
    const width = box.offsetWidth;
    const viewport = document.documentElement.clientWidth;
    const centred = anchor.left + anchor.width / 2 - width / 2;
    const left = Math.max(MARGIN, Math.min(centred, viewport - width - MARGIN));
    const below = anchor.bottom + 6;
    const fitsBelow = below + box.offsetHeight + MARGIN <= window.innerHeight;
    const top = fitsBelow ? below : Math.max(MARGIN, anchor.top - box.offsetHeight - 6);
    box.style.left = `${String(left)}px`;
    box.style.top = `${String(top)}px`;
  }, []);

  useLayoutEffect(() => {
    if (open) position();
  }, [open, position]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', position);
    window.addEventListener('scroll', position, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', position);
      window.removeEventListener('scroll', position, true);
    };
  }, [open, position]);

  return (
    <span ref={wrapper}>
      <button
        ref={button}
        type="button"
        lang={lang}
        aria-expanded={open !== false}
        aria-controls={id}
        onClick={() => setOpen((current) => (current === 'pinned' ? false : 'pinned'))}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setOpen((current) => current || 'hover');
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setOpen((current) => (current === 'hover' ? false : current));
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          // Escape closes the hint, not the lesson (Escape elsewhere in the player asks to quit).
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
        className="cursor-help rounded-sm underline decoration-ink-muted decoration-dotted decoration-2 underline-offset-[0.3em] hover:decoration-primary aria-expanded:bg-primary-soft aria-expanded:text-on-primary-soft aria-expanded:decoration-primary"
      >
        {word}
      </button>
      <span
        ref={popover}
        id={id}
        hidden={!open}
        aria-live="polite"
        lang="en"
        className="fixed z-50 block w-max max-w-[min(18rem,calc(100vw-1rem))] rounded-control bg-ink px-3 py-2 text-left text-base font-semibold text-surface shadow-lg"
      >
        {!open ? null : meanings.length === 1 ? (
          meanings[0]
        ) : (
          <span className="flex flex-col gap-0.5">
            {meanings.map((meaning) => (
              <span key={meaning}>{meaning}</span>
            ))}
          </span>
        )}
      </span>
    </span>
  );
}
