import { applyBackspace, applyInput } from '@roots/shared/domain/ethiopic-input';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { local } from '../../../lib/storage.ts';
import { TypedAnswerField } from './typed-answer-field.tsx';
import { useCaret } from './use-caret.ts';

/** Remembers, on this device, a learner who prefers to type Latin letters. */
const LATIN_KEY = 'roots.typeLatin';

/**
 * A typed answer in Ge'ez script without a letter pad: Latin letters become fidel as they are
 * typed ("selam" gives ሰላም, packages/shared/src/domain/ethiopic-input.ts), and backspace takes back
 * one Latin letter (ሳ becomes ስ). A switch turns the conversion off to type Latin letters, for a
 * name or for an exercise that accepts romanised answers.
 *
 * Typing is converted after the browser has put the letter in (onChange), so phone keyboards that
 * compose words work too: the word is converted when the keyboard lets go of it.
 */
export function EthiopicAnswer({
  value,
  onChange,
  disabled,
  lang,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  lang: string;
  label: string;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [latin, setLatin] = useState(() => local.get(LATIN_KEY) === 'true');
  const composing = useRef(false);
  const moveCaret = useCaret(field);

  const apply = (edit: { value: string; caret: number }) => {
    moveCaret(edit.caret);
    onChange(edit.value);
  };

  // Backspace is read before the browser deletes a whole syllable (only `beforeinput` says which
  // key it was); a phone that does not let it be cancelled deletes the syllable, which is fine too.
  const onBackspace = useEffectEvent((event: InputEvent) => {
    const input = field.current;
    if (!input || latin || event.inputType !== 'deleteContentBackward' || event.isComposing) return;
    if (input.selectionStart !== input.selectionEnd) return;
    const edit = applyBackspace(input.value, input.selectionStart);
    if (!edit) return;
    event.preventDefault();
    apply(edit);
  });
  useEffect(() => {
    const input = field.current;
    if (!input) return;
    const listener = (event: InputEvent) => {
      onBackspace(event);
    };
    input.addEventListener('beforeinput', listener);
    return () => {
      input.removeEventListener('beforeinput', listener);
    };
  }, []);

  return (
    <div className="flex flex-col gap-2">
      <TypedAnswerField
        ref={field}
        label={label}
        lang={latin ? `${lang}-Latn` : lang}
        value={value}
        disabled={disabled}
        autoCorrect="off"
        aria-describedby={disabled ? undefined : 'typed-answer-help'}
        placeholder={latin ? 'Type your answer' : 'Type the sounds: selam'}
        onChange={(event) => {
          const next = event.target.value;
          const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? 'insertText';
          if (latin || composing.current || !inputType.startsWith('insert')) {
            onChange(next);
            return;
          }
          apply(applyInput(next, event.target.selectionStart));
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          if (latin) return;
          const input = event.currentTarget;
          const edit = applyInput(input.value, input.selectionStart);
          if (edit.value !== input.value) apply(edit);
        }}
      />
      {disabled ? null : (
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <p id="typed-answer-help" className="min-w-0 flex-1 basis-48 text-sm text-ink-muted">
            {latin ? (
              'Latin letters are typed as they are.'
            ) : (
              <>
                Type what Roots writes under fidel: <span className="font-semibold">selam</span> gives{' '}
                <span lang={lang}>ሰላም</span>; s alone gives <span lang={lang}>ስ</span>, see <span lang={lang}>ሲ</span>,
                sei <span lang={lang}>ሴ</span>, t&apos; <span lang={lang}>ጥ</span>.
              </>
            )}
          </p>
          <button
            type="button"
            aria-pressed={latin}
            onPointerDown={(event) => {
              // Keep the focus (and a phone keyboard) in the field.
              event.preventDefault();
            }}
            onClick={() => {
              const next = !latin;
              setLatin(next);
              local.set(LATIN_KEY, String(next));
              field.current?.focus();
            }}
            className={cn(
              'min-h-10 shrink-0 rounded-md border-2 px-3 text-sm font-semibold',
              'focus-visible:outline-2 focus-visible:outline-focus',
              latin
                ? 'border-primary bg-primary-soft text-on-primary-soft'
                : 'border-line text-ink hover:border-primary',
            )}
          >
            Type Latin letters
          </button>
        </div>
      )}
    </div>
  );
}
