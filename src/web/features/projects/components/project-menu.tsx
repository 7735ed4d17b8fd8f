import { clsx } from 'clsx';
import { Check, Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { PROJECT_COLORS, type ProjectColor } from '../../../../shared/domain/projects.ts';
import type { Project } from '../../../../shared/projects.schemas.ts';
import { PROJECT_COLOR_NAMES, PROJECT_DOT_CLASSES } from '../../../lib/project-colors.ts';
import { projectMessages } from '../messages.ts';

export interface ProjectMenuProps {
  project: Project;
  onRename: () => void;
  onColor: (color: ProjectColor) => void;
  onDelete: () => void;
  /** Shown on hover and focus only (a mouse); always under a finger. */
  className?: string;
}

const MENU_WIDTH = 224;
const GAP = 4;

const item =
  'flex h-9 w-full items-center gap-2.5 rounded-md px-2.5 text-left text-sm outline-none ' +
  'hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 ' +
  'focus-visible:outline-brand-600';

/**
 * A project's actions: Rename, its colour, Delete. A menu button (the WAI-ARIA pattern): the
 * arrow keys move between the items, Escape closes it and gives the focus back to the button.
 * Placed with fixed coordinates, as the side bar's scrolling list would clip it.
 */
export function ProjectMenu({ project, onRename, onColor, onDelete, className }: ProjectMenuProps) {
  const [open, setOpen] = useState(false);
  const [spot, setSpot] = useState<{ top: number; left: number } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  function close({ focusTrigger = true } = {}) {
    setOpen(false);
    setSpot(null);
    if (focusTrigger) trigger.current?.focus();
  }

  // Placed under the button, or over it when the window has no room below.
  useLayoutEffect(() => {
    if (!open || !trigger.current || !menu.current) return;
    const box = trigger.current.getBoundingClientRect();
    const height = menu.current.offsetHeight;
    const below = box.bottom + GAP;
    const top =
      below + height > window.innerHeight && box.top - GAP - height > 0
        ? box.top - GAP - height
        : below;
    const left = Math.max(
      GAP,
      Math.min(box.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - GAP),
    );
    setSpot({ top, left });
    menu.current.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
  }, [open]);

  // A press anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menu.current?.contains(target) || trigger.current?.contains(target)) return;
      close({ focusTrigger: false });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        return moveTo(at + 1);
      case 'ArrowUp':
      case 'ArrowLeft':
        return moveTo(at - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(all.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close();
      case 'Tab':
        return close({ focusTrigger: false });
    }
  }

  const choose = (action: () => void) => () => {
    close({ focusTrigger: false });
    action();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={projectMessages.actionsFor(project.name)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        className={clsx(
          'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500',
          'transition hover:bg-slate-200 hover:text-slate-900',
          open ? 'opacity-100' : className,
        )}
      >
        <Ellipsis className="size-4" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={project.name}
          onKeyDown={onKeyDown}
          style={{ top: spot?.top ?? 0, left: spot?.left ?? 0, width: MENU_WIDTH }}
          className={clsx(
            'fixed z-50 flex flex-col gap-0.5 rounded-xl bg-white p-1.5 shadow-xl',
            'ring-1 ring-slate-900/10',
            spot ? 'visible' : 'invisible',
          )}
        >
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={clsx(item, 'text-slate-700 hover:text-slate-900')}
            onClick={choose(onRename)}
          >
            <Pencil className="size-4 text-slate-500" aria-hidden="true" />
            Rename
          </button>
          {/* biome-ignore lint/a11y/useSemanticElements: a menu's items are grouped by role. */}
          <div role="group" aria-label="Colour" className="px-1.5 py-1">
            <p aria-hidden="true" className="px-1 pb-1 text-xs font-medium text-slate-500">
              Colour
            </p>
            <div className="grid grid-cols-5 gap-1">
              {PROJECT_COLORS.map((color) => (
                <button
                  key={color}
                  type="button"
                  role="menuitemradio"
                  tabIndex={-1}
                  aria-checked={project.color === color}
                  aria-label={PROJECT_COLOR_NAMES[color]}
                  title={PROJECT_COLOR_NAMES[color]}
                  onClick={choose(() => onColor(color))}
                  className={clsx(
                    'inline-flex size-8 items-center justify-center rounded-md outline-none',
                    'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'inline-flex size-5 items-center justify-center rounded-full text-on-fill',
                      PROJECT_DOT_CLASSES[color],
                    )}
                  >
                    {project.color === color && <Check className="size-3.5" strokeWidth={3} />}
                  </span>
                </button>
              ))}
            </div>
          </div>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={clsx(item, 'text-red-700 hover:text-red-800')}
            onClick={choose(onDelete)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete project…
          </button>
        </div>
      )}
    </>
  );
}
