import type { ComponentProps } from 'react';

const VARIANTS = {
  primary: 'bg-berry-600 text-white hover:bg-berry-700 shadow-sm',
  secondary: 'bg-pine-800 text-white hover:bg-pine-900 shadow-sm',
  outline: 'border border-pine-700 text-pine-800 bg-white hover:bg-pine-50',
  ghost: 'text-pine-800 hover:bg-pine-50',
} as const;

const SIZES = {
  md: 'h-11 px-5 text-base',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-12 px-7 text-lg',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** Classes shared by buttons and links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
