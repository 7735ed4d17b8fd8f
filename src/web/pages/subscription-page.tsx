import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useAuth } from '../lib/auth-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function SubscriptionPage() {
  const { user, isPending } = useAuth();
  useDocumentTitle('Upgrade to Pro');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Upgrade to Pro Plan"
        description="Unlock AI summaries, focus trends, CSV export and every focus music theme."
      />
      {!isPending && !user && (
        <section
          aria-labelledby="subscription-sign-in"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="subscription-sign-in" className="text-lg font-semibold text-slate-900">
            You're not logged in
          </h2>
          <p className="mt-1 text-slate-600">Log in or create an account to choose a plan.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/login" className={buttonClasses()}>
              <LogIn aria-hidden="true" />
              Login
            </Link>
            <Link to="/register" className={buttonClasses({ variant: 'secondary' })}>
              <UserPlus aria-hidden="true" />
              Register
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
