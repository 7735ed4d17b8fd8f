import { clsx } from 'clsx';

/** The Pomopal tomato-and-clock mark, the same drawing as public/favicon.svg. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={clsx('size-8', className)} aria-hidden="true">
      <circle cx="16" cy="18" r="12.5" fill="#d23d1f" />
      <path
        d="M16 18V10.5M16 18l4.5 3"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path d="M16 6.2c-1.6-2.4-4.4-3.1-6.6-2.2 1.3 1.9 3.7 2.9 6.6 2.2z" fill="#2f9e44" />
      <path d="M16 6.2c1.6-2.4 4.4-3.1 6.6-2.2-1.3 1.9-3.7 2.9-6.6 2.2z" fill="#2f9e44" />
      <path d="M16 6.4V2.8" stroke="#2f9e44" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function BrandWordmark({ className }: { className?: string }) {
  return (
    <span className={clsx('text-lg font-bold tracking-tight text-slate-900', className)}>
      Pomo<span className="text-brand-600">pal</span>
    </span>
  );
}
