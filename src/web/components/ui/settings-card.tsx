import type { ReactNode } from 'react';

export interface SettingsCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled section of the Settings page. */
export function SettingsCard({ id, title, description, children }: SettingsCardProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}
