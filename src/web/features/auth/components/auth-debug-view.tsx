import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { redactedParams } from '../redact.ts';

function formatDate(value: Date | string | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString();
}

function Rows({ rows }: { rows: [name: string, value: string][] }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
      {rows.map(([name, value]) => (
        <div
          key={`${name}=${value}`}
          className="grid gap-1 px-4 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4"
        >
          <dt className="font-mono text-slate-600">{name}</dt>
          <dd className="font-mono break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `debug-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function storageKeys(): string[] {
  try {
    return Object.keys(window.localStorage).sort();
  } catch {
    return [];
  }
}

/** URL parameters and session state for debugging sign-in; every secret is redacted. */
export function AuthDebugView() {
  const { search, hash } = useLocation();
  const { data, isPending, failed } = useAuthSession();
  const params = [...redactedParams(search), ...redactedParams(hash)];
  const keys = storageKeys();

  const sessionRows: [string, string][] = data
    ? [
        ['state', 'Signed in'],
        ['user id', data.user.id],
        ['email', data.user.email],
        ['session expires', formatDate(data.session.expiresAt)],
      ]
    : [['state', failed ? 'Unknown (the session check failed)' : 'Signed out']];

  return (
    <div className="flex flex-col gap-8">
      <Section title="URL parameters">
        {params.length > 0 ? (
          <Rows rows={params} />
        ) : (
          <p className="text-sm text-slate-600">This address has no parameters.</p>
        )}
      </Section>
      <Section title="Session">
        {isPending ? <Spinner label="Checking the session..." /> : <Rows rows={sessionRows} />}
        <p className="text-sm text-slate-600">
          The session lives in an httpOnly cookie that scripts cannot read; tokens, codes and other
          secrets are shown as [redacted].
        </p>
      </Section>
      <Section title="Local storage keys">
        {keys.length > 0 ? (
          <Rows rows={keys.map((key): [string, string] => [key, 'present'])} />
        ) : (
          <p className="text-sm text-slate-600">Nothing is stored in this browser.</p>
        )}
      </Section>
    </div>
  );
}
