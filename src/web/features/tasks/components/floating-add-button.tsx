import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useToastsAboveFloatingButton } from '../../../components/ui/toast.tsx';

/**
 * The floating Add Task button, always in reach at the bottom right, above the focus dock's
 * bar on narrow screens (the shell gives its height).
 */
export function FloatingAddButton({ onClick }: { onClick: () => void }) {
  useToastsAboveFloatingButton();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      className={clsx(
        'fixed right-4 bottom-[calc(var(--bottom-dock-height,0px)+1rem)] z-30 inline-flex size-14 items-center justify-center gap-2',
        'rounded-full sm:w-auto sm:pr-6 sm:pl-5',
        'bg-fill-brand text-base font-semibold text-on-fill shadow-lg shadow-brand-900/20',
        'transition hover:bg-fill-brand-hover active:bg-fill-brand-active sm:right-8 sm:bottom-[calc(var(--bottom-dock-height,0px)+2rem)]',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      )}
    >
      <Plus className="size-6 sm:size-5" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Add Task</span>
    </button>
  );
}
