import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-classes.ts';
import { Spinner } from './spinner.tsx';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  isLoading?: boolean;
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
