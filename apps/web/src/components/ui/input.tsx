import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export const controlClasses =
  'w-full rounded-control border bg-surface-raised px-4 py-3 text-base text-ink placeholder:text-ink-muted/70 ' +
  'transition-colors focus:border-focus focus:outline-2 focus:outline-offset-0 focus:outline-focus/40';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

function FieldFrame({ id, label, error, hint, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {error ? <FieldError id={id} error={error} /> : <FieldHint id={id} hint={hint} />}
    </div>
  );
}

/** The hint of a field or a group of fields, as `<id>-hint` for the control's `aria-describedby`. */
export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="text-sm text-ink-muted">
      {hint}
    </p>
  ) : null;
}

/** The problem of a field or a group, announced as it appears, as `<id>-error` for `aria-describedby`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

function describedBy(id: string, { error, hint }: Pick<FieldProps, 'error' | 'hint'>) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export function Input({ label, error, hint, className, ...props }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldFrame id={props.id ?? id} label={label} error={error} hint={hint}>
      <input
        id={props.id ?? id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.id ?? id, { error, hint })}
        className={cn(controlClasses, error ? 'border-danger' : 'border-line', className)}
        {...props}
      />
    </FieldFrame>
  );
}

export function Textarea({
  label,
  error,
  hint,
  className,
  ...props
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldFrame id={props.id ?? id} label={label} error={error} hint={hint}>
      <textarea
        id={props.id ?? id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.id ?? id, { error, hint })}
        className={cn(controlClasses, 'min-h-36', error ? 'border-danger' : 'border-line', className)}
        {...props}
      />
    </FieldFrame>
  );
}

export function Select({
  label,
  error,
  hint,
  className,
  children,
  ...props
}: FieldProps & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <FieldFrame id={props.id ?? id} label={label} error={error} hint={hint}>
      <select
        id={props.id ?? id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.id ?? id, { error, hint })}
        className={cn(controlClasses, error ? 'border-danger' : 'border-line', className)}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** An e-mail field with the keyboard, autofill and label every e-mail form wants. */
export function EmailInput(
  props: Omit<FieldProps, 'label'> & InputHTMLAttributes<HTMLInputElement> & { label?: string },
) {
  return <Input label="E-mail" type="email" autoComplete="email" inputMode="email" spellCheck={false} {...props} />;
}
