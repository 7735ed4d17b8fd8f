import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium ' +
  'whitespace-nowrap transition-colors select-none ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed ' +
  '[&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-fill-brand text-on-fill shadow-sm hover:bg-fill-brand-hover active:bg-fill-brand-active ' +
    'disabled:hover:bg-fill-brand',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 ' +
    'hover:border-slate-400 active:bg-slate-100 disabled:hover:bg-white',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 active:bg-slate-200',
  danger:
    'bg-fill-danger text-on-fill shadow-sm hover:bg-fill-danger-hover active:bg-fill-danger-active ' +
    'disabled:hover:bg-fill-danger',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm [&_svg]:size-4',
  md: 'h-10 px-4 text-sm [&_svg]:size-4',
  lg: 'h-12 px-6 text-base [&_svg]:size-5',
  icon: 'size-10 [&_svg]:size-5',
};

/** The button look, for links and other elements that should read as buttons. */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const { variant = 'primary', size = 'md', className } = options;
  return clsx(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner in place of `icon` while an action runs. */
  loading?: boolean;
  /** Leading icon (decorative: give it aria-hidden or rely on lucide's default). */
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, className })}
    >
      {loading ? <Spinner size={size === 'lg' ? 'md' : 'sm'} /> : icon}
      {children}
    </button>
  );
}
