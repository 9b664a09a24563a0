import type { ComponentProps } from 'react';

/** What a typed answer may set on its field; the rest is the same for every typed answer. */
type FieldProps = Omit<
  ComponentProps<'textarea'>,
  'id' | 'rows' | 'autoCapitalize' | 'autoComplete' | 'spellCheck' | 'onKeyDown' | 'className'
>;

/** The field of a typed answer, labelled by the prompt for screen readers. */
export function TypedAnswerField({ label, ...props }: FieldProps & { label: string }) {
  return (
    <>
      <label className="sr-only" htmlFor="typed-answer">
        {label}
      </label>
      <textarea
        id="typed-answer"
        rows={2}
        autoCapitalize="off"
        autoComplete="off"
        spellCheck={false}
        placeholder="Type your answer"
        onKeyDown={(event) => {
          // Enter checks (handled by the player); Shift+Enter is not needed for one-line answers.
          if (event.key === 'Enter') event.preventDefault();
        }}
        className="w-full resize-none rounded-control border-2 border-line bg-surface-raised px-4 py-3 text-lg text-ink focus:border-focus focus:outline-none"
        {...props}
      />
    </>
  );
}
