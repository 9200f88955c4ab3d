import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  pending?: boolean;
}

export function Button({ variant = 'primary', pending = false, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  const classes = [variant === 'link' ? 'link-button' : `button button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || pending} aria-busy={pending || undefined} {...rest}>
      {pending && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
