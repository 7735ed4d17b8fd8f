import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { useAuth } from '../lib/auth-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundPage() {
  const { user } = useAuth();
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50">
        <Compass className="size-8 text-brand-600" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        404 - Page Not Found
      </h1>
      <p className="mt-2 max-w-md text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={user ? '/dashboard' : '/'} className={buttonClasses({ className: 'mt-8' })}>
        <ArrowLeft aria-hidden="true" />
        Back to home
      </Link>
    </div>
  );
}
