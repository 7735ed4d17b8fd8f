/** A pulsing bar as tall as a line of the text around it, where text will be while it loads. */
export function LinePlaceholder({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block h-[1lh] animate-pulse rounded bg-slate-100 ${className}`}
    />
  );
}
