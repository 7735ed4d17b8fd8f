import { clsx } from 'clsx';
import { Link, type LinkProps } from 'react-router';

export const textLinkClasses =
  'rounded-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

/** An in-app link inside running text (brand colour, underlined on hover). */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={clsx(textLinkClasses, className)} />;
}
