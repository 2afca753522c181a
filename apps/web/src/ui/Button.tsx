import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

function classes(variant: ButtonVariant, className?: string): string {
  return ['button', `button-${variant}`, className].filter(Boolean).join(' ');
}

/** React 19: `ref` is an ordinary prop and reaches the <button>. */
interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button {...rest} type={type} className={classes(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

/** A link that looks like a button: navigation stays a link for keyboards and screen readers. */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={classes(variant, className)} />;
}
