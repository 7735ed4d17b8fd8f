import { type ReactNode, useEffect } from 'react';
import { create } from 'zustand';
import { loadOnce, useLoaded } from '../../lib/load-once.ts';
import { usePageLoaded } from '../../lib/use-page-loaded.ts';

export type ToastVariant = 'success' | 'error' | 'info';

/** A button in the toast, such as 'Undo'. */
export interface ToastAction {
  label: string;
  /**
   * What a screen reader hears in place of the button, which it may not reach before the toast
   * hides: how else to do it.
   */
  altText: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides; errors stay longer so they can be read. */
  duration?: number;
  action?: ToastAction;
}

interface ToastItem extends Required<Omit<ToastOptions, 'description' | 'action'>> {
  id: number;
  description?: string;
  action?: ToastAction;
  open: boolean;
}

interface ToastStore {
  items: ToastItem[];
  /** How many floating buttons at the bottom right the toasts must stay above. */
  raised: number;
  add: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
  raise: (by: 1 | -1) => void;
}

const MAX_TOASTS = 3;
let nextId = 1;

/** The toasts shown and how high they sit; toast-viewport.tsx renders them. */
export const useToastStore = create<ToastStore>((set) => ({
  items: [],
  raised: 0,
  add: ({ title, description, variant = 'info', duration, action }) => {
    const id = nextId++;
    const item: ToastItem = {
      id,
      title,
      description,
      variant,
      action,
      duration: duration ?? (variant === 'error' ? 8000 : 5000),
      open: true,
    };
    // Closed toasts stay until the next one so their exit animation can finish.
    set((state) => ({ items: [...state.items.filter((t) => t.open), item].slice(-MAX_TOASTS) }));
    return id;
  },
  dismiss: (id) =>
    set((state) => ({
      items: state.items.map((t) => (t.id === id ? { ...t, open: false } : t)),
    })),
  raise: (by) => set((state) => ({ raised: state.raised + by })),
}));

/** Shows a toast from anywhere (also outside React, e.g. in a mutation's onError). */
export function toast(options: ToastOptions): number {
  return useToastStore.getState().add(options);
}

export function dismissToast(id: number): void {
  useToastStore.getState().dismiss(id);
}

export function useToast(): { toast: typeof toast; dismiss: typeof dismissToast } {
  return { toast, dismiss: dismissToast };
}

/**
 * While the calling component is shown, toasts appear above the floating button at the bottom
 * right (My Tasks' Add Task) instead of covering it.
 */
export function useToastsAboveFloatingButton(): void {
  useEffect(() => {
    const { raise } = useToastStore.getState();
    raise(1);
    return () => raise(-1);
  }, []);
}

/**
 * Radix's toasts and their live regions (about 10 kB) load once the page has loaded, or with the
 * first toast, whichever comes first: no page waits for them before it shows.
 */
const viewport = loadOnce(async () => (await import('./toast-viewport.tsx')).ToastViewport);

/** Loads the toasts' code now; the tests render them at once, as a loaded page does. */
export const preloadToasts = viewport.load;

export function ToastProvider({ children }: { children: ReactNode }) {
  const hasToasts = useToastStore((state) => state.items.length > 0);
  const ToastViewport = useLoaded(viewport, usePageLoaded() || hasToasts);
  return (
    <>
      {children}
      {ToastViewport && <ToastViewport />}
    </>
  );
}
