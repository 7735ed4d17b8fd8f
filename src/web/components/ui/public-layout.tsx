import { clsx } from 'clsx';
import { Link, Outlet } from 'react-router';
import { BrandMark, BrandWordmark } from './brand-mark.tsx';
import { SkipLink } from './skip-link.tsx';

export interface PublicLayoutProps {
  /** 'narrow' suits the auth forms; 'wide' suits reading pages (privacy policy, debug tables). */
  width?: 'narrow' | 'wide';
}

/** Signed-out shell for the auth pages: the brand above one centred card, no side bar. */
export function PublicLayout({ width = 'narrow' }: PublicLayoutProps) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-slate-50">
      <div
        className={clsx(
          'pointer-events-none absolute inset-x-0 top-0 h-96',
          'bg-linear-to-b from-brand-50 to-transparent',
        )}
        aria-hidden="true"
      />
      <SkipLink />
      <header className="relative flex justify-center px-4 pt-10 pb-6 sm:pt-16">
        <Link to="/" className="flex items-center gap-2.5 rounded-lg p-1">
          <BrandMark className="size-10" />
          <BrandWordmark className="text-2xl" />
        </Link>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="relative flex flex-1 justify-center px-4 pb-10 focus:outline-none"
      >
        <div className={clsx('w-full', width === 'wide' ? 'max-w-3xl' : 'max-w-md')}>
          <div
            className={clsx(
              'rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-slate-900/5 ring-slate-900/5',
              'sm:p-8',
            )}
          >
            <Outlet />
          </div>
        </div>
      </main>
      <footer className="relative px-4 pb-8 text-center text-sm text-slate-600">
        Plan the task, start the timer, finish the work.
      </footer>
    </div>
  );
}
