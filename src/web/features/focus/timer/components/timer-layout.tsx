import { Outlet } from 'react-router';
import { useAuth } from '../../../../lib/auth-client.ts';
import { useSignOutGuard } from '../use-sign-out-guard.ts';
import { useTimerRuntime } from '../use-timer-runtime.ts';
import { useTimerTitle } from '../use-timer-title.ts';
import { useWaitingTimerChange } from '../use-waiting-timer-change.ts';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import { TimerDock } from './timer-dock.tsx';

/** Ticks every second with the clock, apart from the runtime so only the title re-renders. */
function TimerDocumentTitle() {
  useTimerTitle();
  return null;
}

function TimerRuntime({ userId }: { userId: string }) {
  const music = useTimerRuntime(userId);
  useSignOutGuard();
  useWaitingTimerChange();
  return (
    <>
      <TimerDock music={music} />
      <TimerDocumentTitle />
      <ShortcutsDialog />
    </>
  );
}

/**
 * Layout route for the signed-in pages: the page, then the focus timer that runs across all of
 * them (the docked timer, the tab title, shortcuts, music, and the sync with other tabs).
 */
export function TimerLayout() {
  const { user } = useAuth();
  return (
    <>
      <Outlet />
      {user && <TimerRuntime key={user.id} userId={user.id} />}
    </>
  );
}
