import { clsx } from 'clsx';

/** First tab stop: lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className={clsx(
        'sr-only z-50 rounded-lg bg-white text-sm font-medium text-brand-700 shadow-lg',
        'ring-1 ring-slate-200 focus:not-sr-only focus:fixed focus:top-3 focus:left-3',
        'focus:px-4 focus:py-2',
      )}
    >
      Skip to content
    </a>
  );
}
