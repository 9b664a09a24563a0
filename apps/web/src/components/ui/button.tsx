import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-classes.ts';
import { Spinner } from './spinner.tsx';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  isLoading?: boolean;
  /** To move the focus to it (React 19 passes refs as props). */
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

export function Button({ variant, size, isLoading = false, className, disabled, children, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      disabled={disabled ?? isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses(variant, size, className)}
    >
      {isLoading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
