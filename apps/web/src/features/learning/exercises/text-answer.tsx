import { useRef } from 'react';
import { cn } from '../../../lib/cn.ts';
import { TypedAnswerField } from './typed-answer-field.tsx';
import { useCaret } from './use-caret.ts';

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
  const moveCaret = useCaret(field);

  const insert = (text: string) => {
    const input = field.current;
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    moveCaret(start + text.length);
    onChange(value.slice(0, start) + text + value.slice(end));
  };

  return (
    <div className="flex flex-col gap-3">
      <TypedAnswerField
        ref={field}
        label={label}
        lang={lang}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
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
