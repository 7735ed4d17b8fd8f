import { RotateCw } from 'lucide-react';
import { BrandMark } from '../components/ui/brand-mark.tsx';
import { Button } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Shown instead of the whole app when a page fails to render or load. */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
      <BrandMark className="size-12" />
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">
        Something went wrong
      </h1>
      <p className="mt-2 max-w-md text-slate-600">
        An unexpected error stopped this page from loading. Reloading usually fixes it.
      </p>
      <Button className="mt-8" icon={<RotateCw aria-hidden="true" />} onClick={reload}>
        Reload page
      </Button>
    </main>
  );
}

function reload() {
  window.location.reload();
}
