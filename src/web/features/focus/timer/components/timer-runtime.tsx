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

/** The timer across the signed-in pages: its dock, the tab title, shortcuts and music. */
export function TimerRuntime({ userId }: { userId: string }) {
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
