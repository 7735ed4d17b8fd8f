import { Dialog } from '../../../../components/ui/dialog.tsx';
import { usePageShortcuts } from '../../../../lib/keyboard-shortcuts.ts';
import { timerMessages } from '../messages.ts';
import { useTimerUi } from '../timer-ui-store.ts';
import { TIMER_SHORTCUTS } from '../use-timer-shortcuts.ts';

/** The '?' help: the timer's keyboard shortcuts. */
export function ShortcutsDialog() {
  const open = useTimerUi((state) => state.helpOpen);
  const setOpen = useTimerUi((state) => state.setHelpOpen);
  const shortcuts = [...TIMER_SHORTCUTS, ...usePageShortcuts()];
  return (
    <Dialog
      title={timerMessages.shortcutsTitle}
      description="They work anywhere in Pomopal, except while you type in a field."
      open={open}
      onOpenChange={setOpen}
      size="sm"
    >
      <dl className="divide-y divide-slate-100">
        {shortcuts.map(({ keys, action }) => (
          <div key={action} className="flex items-center justify-between gap-4 py-3">
            <dt className="text-sm text-slate-700">{action}</dt>
            <dd className="flex shrink-0 gap-1">
              {keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-8 rounded-md border border-slate-300 bg-slate-50 px-2 py-1 text-center font-sans text-xs font-semibold text-slate-800 shadow-[0_1px_0_var(--color-slate-300)]"
                >
                  {key}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
