import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useAuth } from '../lib/auth-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { greetingName } from '../lib/user-label.ts';

export function DashboardPage() {
  const { user } = useAuth();
  useDocumentTitle('Dashboard');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={`Welcome back, ${greetingName(user)}!`}
        description="Today's focus time, pomodoros and finished tasks will show here."
      />
      <section
        aria-labelledby="dashboard-next"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="dashboard-next" className="text-lg font-semibold text-slate-900">
          Ready to focus?
        </h2>
        <p className="mt-1 text-slate-600">
          Pick a task and start a 25-minute session. Your figures for today appear here as you go.
        </p>
        <Link to="/my-tasks" className={buttonClasses({ className: 'mt-4' })}>
          Go to My Tasks
          <ArrowRight aria-hidden="true" />
        </Link>
      </section>
    </div>
  );
}
