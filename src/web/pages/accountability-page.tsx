import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { LOGIN_TO_FIND_PARTNER } from '../../shared/domain/accountability.ts';
import { isUnsavedTask } from '../../shared/domain/next-session.ts';
import { buttonClasses } from '../components/ui/button.tsx';
import { Notice } from '../components/ui/notice.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { AfterCall } from '../features/accountability/components/after-call.tsx';
import { PartnerSearch } from '../features/accountability/components/partner-search.tsx';
import { useEndedCallState } from '../features/accountability/navigation-state.ts';
import { useTasks } from '../features/tasks/api/get-tasks.ts';
import { useAuth } from '../lib/auth-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

function SignedInAccountability({ userId }: { userId: string }) {
  const ended = useEndedCallState()?.endedCall ?? null;
  const tasks = useTasks();
  // Only saved tasks still to do can be a call's goal.
  const goalTasks = (tasks.data ?? [])
    .filter((task) => !task.completed && !isUnsavedTask(task))
    .map((task) => ({ id: task.id, title: task.title }));
  return (
    <>
      {ended && <AfterCall roomName={ended.roomName} partner={ended.partner} goal={ended.goal} />}
      <PartnerSearch userId={userId} goalTasks={goalTasks} />
    </>
  );
}

export function AccountabilityPage() {
  useDocumentTitle('Accountability');
  const { user } = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 sm:gap-8">
      <PageHeader
        title="Accountability"
        description="Get matched with another focused person for a live video co-working session."
      />
      {user ? (
        <SignedInAccountability userId={user.id} />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <Notice tone="info">{LOGIN_TO_FIND_PARTNER}</Notice>
          <Link to="/login" className={buttonClasses()}>
            <LogIn aria-hidden="true" />
            Log in
          </Link>
        </div>
      )}
    </div>
  );
}
