import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A radio button or checkbox of a setting, its label beside it and the whole row tall enough to tap. */
export function SettingChoice({
  label,
  hint,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; hint?: string | undefined }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      {/* Beside a label two lines tall, the box must not give up its width. */}
      <input className={cn('size-5', hint && 'shrink-0', 'accent-primary')} {...props} />
      {hint ? (
        <span>
          {label}
          <span className="block text-sm text-ink-muted">{hint}</span>
        </span>
      ) : (
        label
      )}
    </label>
  );
}

/** A setting's choices (one of them, or any of them) under its legend, each change passed on as it happens. */
export function SettingChoices<T extends string>({
  legend,
  children,
  'aria-describedby': describedBy,
  type,
  name,
  values,
  labels,
  hints,
  isChecked,
  disabled,
  onChange,
}: {
  legend: string;
  /** What the group says under its legend, with the id that `aria-describedby` names. */
  children?: ReactNode;
  'aria-describedby'?: string;
  type: 'radio' | 'checkbox';
  name?: string;
  values: readonly T[];
  labels: Record<T, string>;
  hints?: Record<T, string>;
  isChecked: (value: T) => boolean;
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className="text-sm font-semibold">{legend}</legend>
      {children}
      {values.map((value) => (
        <SettingChoice
          key={value}
          type={type}
          name={name}
          value={value}
          label={labels[value]}
          hint={hints?.[value]}
          checked={isChecked(value)}
          disabled={disabled}
          onChange={() => {
            onChange(value);
          }}
        />
      ))}
    </fieldset>
  );
}
