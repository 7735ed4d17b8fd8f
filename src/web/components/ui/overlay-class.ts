/** The dimmed backdrop behind a dialog or the phone's menu, fading in and out with it. */
export const OVERLAY_CLASS =
  'fixed inset-0 z-40 bg-slate-950/50 dark:bg-black/60 ' +
  'motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out';
