import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isScrolledToEnd } from '../scroll-end.ts';
import { VideoGuidelines } from './video-guidelines.tsx';

export interface TermsDialogProps {
  open: boolean;
  /** The acceptance is being saved. */
  accepting: boolean;
  /** Why the last acceptance failed, shown in the dialog. */
  error: string | null;
  onAccept: () => void;
  /** Cancel, Escape, the close button or Back: the terms are declined. */
  onDecline: () => void;
}

const HINT_ID = 'video-terms-hint';

/** The long guidelines dialog; I Accept & Continue waits until the text is read to the end. */
export function TermsDialog({ open, accepting, error, onAccept, onDecline }: TermsDialogProps) {
  const [read, setRead] = useState(false);
  const box = useRef<HTMLElement | null>(null);

  const measure = useCallback(() => {
    if (box.current && isScrolledToEnd(box.current)) setRead(true);
  }, []);

  // Radix mounts the content after `open` turns true; the ref callback measures it then, and a
  // resize (a rotated phone) can bring the end into view without any scrolling.
  const attach = useCallback(
    (node: HTMLElement | null) => {
      box.current = node;
      if (node) measure();
    },
    [measure],
  );
  useEffect(() => {
    if (!open) {
      setRead(false);
      return;
    }
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open, measure]);

  return (
    <Dialog
      title="Video Call Guidelines"
      description="Please read these guidelines to the end before your first call."
      size="lg"
      open={open}
      onOpenChange={(next) => {
        if (!next && !accepting) onDecline();
      }}
      footer={
        <>
          <Button variant="ghost" onClick={onDecline} disabled={accepting}>
            Cancel
          </Button>
          <Button
            onClick={onAccept}
            disabled={!read}
            loading={accepting}
            aria-describedby={read ? undefined : HINT_ID}
          >
            I Accept &amp; Continue
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {/* Focusable so keyboard users can scroll it with the arrow keys. */}
        <section
          ref={attach}
          onScroll={measure}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
          tabIndex={0}
          aria-label="Video call guidelines"
          data-testid="terms-scroll"
          className="max-h-[45dvh] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <VideoGuidelines />
        </section>
        <p id={HINT_ID} className="text-sm text-slate-600" role="status">
          {read ? 'Thank you for reading.' : 'Scroll to the end of the guidelines to continue.'}
        </p>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
