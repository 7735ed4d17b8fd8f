import {
  cloneElement,
  createContext,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useRef,
  useState,
} from 'react';
import { loadOnce, useLoaded } from '../../lib/load-once.ts';
import { useBackCloses } from '../../lib/overlay-history.ts';
import { usePageLoaded } from '../../lib/use-page-loaded.ts';

export interface DialogProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom; wrap a Cancel button in `DialogClose` to close on click. */
  footer?: ReactNode;
  /** Element that opens the dialog; it gets focus back when the dialog closes. */
  trigger?: ReactElement<TriggerProps>;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: 'sm' | 'md' | 'lg';
  /** Label of the close (X) button. */
  closeLabel?: string;
  /** Called when the dialog opens; prevent its default to focus a field of your choice. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Called when the dialog closes; prevent its default to return focus where you choose. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Called on Escape, before the dialog closes; prevent its default to keep it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * The dialog's Radix part (about 10 kB) loads after the page has loaded or when a dialog first
 * opens: a page shows before any of its dialogs can be opened.
 */
const panel = loadOnce(async () => (await import('./dialog-panel.tsx')).DialogPanel);

/** Loads the dialogs' code now; the tests open dialogs at once, as a loaded page does. */
export const preloadDialogs = panel.load;

const CloseContext = createContext<() => void>(() => {});

interface ClickableProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

interface TriggerProps extends ClickableProps {
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
}

/** Makes the one button it holds (`asChild`, as Radix calls it) close the dialog it is in. */
export function DialogClose({
  children,
}: {
  asChild: true;
  children: ReactElement<ClickableProps>;
}) {
  const close = useContext(CloseContext);
  return cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      if (!event.defaultPrevented) close();
    },
  });
}

export function Dialog({ trigger, open, defaultOpen, onOpenChange, ...panelProps }: DialogProps) {
  // Followed here even when the caller does not control it, so Back can close it.
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  useBackCloses(isOpen, () => setOpen(false));
  // Once opened it stays mounted, so its closing animation can play.
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  const Panel = useLoaded(panel, usePageLoaded() || opened);
  const triggerRef = useRef<HTMLElement | null>(null);

  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
          onClick: (event: MouseEvent<HTMLElement>) => {
            trigger.props.onClick?.(event);
            triggerRef.current = event.currentTarget;
            if (!event.defaultPrevented) setOpen(true);
          },
        })}
      {Panel && opened && (
        <CloseContext.Provider value={() => setOpen(false)}>
          <Panel
            {...panelProps}
            open={isOpen}
            onOpenChange={setOpen}
            returnFocus={() => triggerRef.current?.focus()}
          />
        </CloseContext.Provider>
      )}
    </>
  );
}
