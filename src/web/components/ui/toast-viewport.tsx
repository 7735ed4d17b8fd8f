import * as ToastPrimitive from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ToastVariant, useToastStore } from './toast.tsx';

const styles: Record<ToastVariant, { icon: ReactNode; accent: string }> = {
  success: {
    icon: <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" />,
    accent: 'before:bg-emerald-500',
  },
  error: {
    icon: <CircleAlert className="size-5 text-red-600" aria-hidden="true" />,
    accent: 'before:bg-red-600',
  },
  info: {
    icon: <Info className="size-5 text-sky-600" aria-hidden="true" />,
    accent: 'before:bg-sky-500',
  },
};

function ToastList() {
  const items = useToastStore((state) => state.items);
  const dismiss = useToastStore((state) => state.dismiss);
  return items.map((item) => (
    <ToastPrimitive.Root
      key={item.id}
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismiss(item.id);
      }}
      duration={item.duration}
      // Foreground toasts are announced assertively: errors must interrupt a screen reader.
      type={item.variant === 'error' ? 'foreground' : 'background'}
      className={clsx(
        'relative flex w-full items-start gap-3 overflow-hidden rounded-xl bg-white py-3.5 pr-10',
        'pl-5 shadow-lg ring-1 ring-slate-900/10 before:absolute before:inset-y-0 before:left-0',
        'before:w-1 motion-safe:data-[state=open]:animate-toast-in',
        'motion-safe:data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
        'motion-safe:data-[swipe=end]:animate-toast-out',
        styles[item.variant].accent,
      )}
    >
      <span className="mt-0.5">{styles[item.variant].icon}</span>
      <div className="min-w-0 flex-1">
        <ToastPrimitive.Title className="text-sm font-semibold wrap-anywhere text-slate-900">
          {item.title}
        </ToastPrimitive.Title>
        {item.description && (
          <ToastPrimitive.Description className="mt-0.5 line-clamp-2 text-sm wrap-anywhere text-slate-600">
            {item.description}
          </ToastPrimitive.Description>
        )}
      </div>
      {item.action && (
        <ToastPrimitive.Action
          altText={item.action.altText}
          onClick={item.action.onClick}
          className={clsx(
            'shrink-0 self-center rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700',
            'ring-1 ring-slate-300 ring-inset hover:bg-brand-50 hover:text-brand-800',
          )}
        >
          {item.action.label}
        </ToastPrimitive.Action>
      )}
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className={clsx(
          'absolute top-2.5 right-2.5 inline-flex size-7 items-center justify-center rounded-md',
          'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  ));
}

/** The toasts of the store, announced and dismissable, in their corner of the window. */
export function ToastViewport() {
  const raised = useToastStore((state) => state.raised > 0);
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notification">
      <ToastList />
      <ToastPrimitive.Viewport
        className={clsx(
          // Above the focus dock's bar on narrow screens.
          'fixed right-0 bottom-[var(--bottom-dock-height,0px)] z-60 m-0 flex w-full list-none flex-col gap-2 p-4',
          'outline-none sm:max-w-sm',
          // Clear of the floating button (56 px, 16 px from the edge; 32 px from 640 px up).
          raised && 'pb-22 sm:pb-26',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
