import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

export type NoticeTone = 'error' | 'success' | 'info';

export interface NoticeProps {
  tone: NoticeTone;
  /** The message; when empty the live region stays mounted (and invisible) so a later message is announced. */
  children?: ReactNode;
  /** A second, quieter line under the message. */
  detail?: ReactNode;
  className?: string;
}

const tones: Record<NoticeTone, { box: string; icon: ReactNode }> = {
  error: {
    box: 'border-red-200 bg-red-50 text-red-800',
    icon: <CircleAlert className="size-5 text-red-600" aria-hidden="true" />,
  },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" />,
  },
  info: {
    box: 'border-sky-200 bg-sky-50 text-sky-900',
    icon: <Info className="size-5 text-sky-600" aria-hidden="true" />,
  },
};

/**
 * An inline message in a live region: errors are alerts (assertive), the rest are polite status
 * messages. Keep it mounted and change its children, so screen readers hear every new message.
 */
export function Notice({ tone, children, detail, className }: NoticeProps) {
  const style = tones[tone];
  return (
    // Empty, it is taken out of the flow (sr-only) so it adds no gap to a flex or grid parent.
    <div role={tone === 'error' ? 'alert' : 'status'} className={children ? className : 'sr-only'}>
      {children ? (
        <div className={clsx('flex items-start gap-3 rounded-xl border px-4 py-3', style.box)}>
          <span className="mt-px shrink-0">{style.icon}</span>
          <div className="min-w-0 text-sm">
            <p className="font-medium">{children}</p>
            {detail && <p className="mt-1 opacity-90">{detail}</p>}
          </div>
        </div>
      ) : null}
    </div>
  );
}
