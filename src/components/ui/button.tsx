import type { ComponentProps } from 'react';

// The classes behind these names are in globals.css (layer components): a page has a dozen buttons, each written
// twice (markup and the inline payload), and their utilities spelled out were 4 KB of a city page's HTML.
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Classes shared by buttons and links that look like buttons; `extra` utilities win over the button's own. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `btn btn-${variant} btn-${size} ${extra}`.trim();
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
