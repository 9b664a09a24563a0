import { useLayoutEffect, useRef } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * A typed answer with the language's special letters as buttons. Pressing a letter keeps the
 * focus (and the caret) in the field, so a phone keyboard that is closed stays closed.
 */
export function TextAnswer({
  value,
  onChange,
  disabled,
  lang,
  specialCharacters,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  lang: string;
  specialCharacters: string[];
  label: string;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes after an inserted letter, applied as soon as React has written the value
  // (before the next key press can land at the wrong place).
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null) return;
    field.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const insert = (text: string) => {
    const input = field.current;
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    caret.current = start + text.length;
    onChange(value.slice(0, start) + text + value.slice(end));
  };

  return (
    <div className="flex flex-col gap-3">
      <label className="sr-only" htmlFor="typed-answer">
        {label}
      </label>
      <textarea
        id="typed-answer"
        ref={field}
        lang={lang}
        rows={2}
        value={value}
        disabled={disabled}
        autoCapitalize="off"
        autoComplete="off"
        spellCheck={false}
        placeholder="Type your answer"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter checks (handled by the player); Shift+Enter is not needed for one-line answers.
          if (event.key === 'Enter') event.preventDefault();
        }}
        className="w-full resize-none rounded-control border-2 border-line bg-surface-raised px-4 py-3 text-lg text-ink focus:border-focus focus:outline-none"
      />
      {specialCharacters.length > 0 && !disabled ? (
        <div role="group" aria-label="Special letters" className="flex flex-wrap gap-2">
          {specialCharacters.map((character) => (
            <button
              key={character}
              type="button"
              lang={lang}
              onPointerDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => insert(character)}
              className={cn(
                'min-h-10 min-w-10 rounded-md border border-line bg-surface-raised px-2 text-lg font-semibold text-ink',
                'hover:border-primary focus-visible:outline-2 focus-visible:outline-focus',
              )}
            >
              {character}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
