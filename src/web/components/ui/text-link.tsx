import { clsx } from 'clsx';
import { Link, type LinkProps } from 'react-router';

// At least 24 px tall, the least target WCAG 2.5.8 asks for, when the link stands on its own.
export const textLinkClasses =
  'inline-flex min-h-6 items-center rounded-sm font-medium text-brand-700 underline-offset-4 ' +
  'hover:text-brand-800 hover:underline';

/** An in-app link inside running text (brand colour, underlined on hover). */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={clsx(textLinkClasses, className)} />;
}
