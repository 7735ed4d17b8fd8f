import { PageHeader } from '../components/ui/page-header.tsx';
import { ActiveSessionPanel } from '../features/focus/timer/index.ts';
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
      <ActiveSessionPanel />
    </div>
  );
}
