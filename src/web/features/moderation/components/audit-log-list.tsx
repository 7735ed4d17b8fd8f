import type { AuditEntry } from '../../../../shared/moderation.schemas.ts';
import { ACTION_NAMES, formatInstant, moderationMessages } from '../messages.ts';

/** The latest actions of admins, newest first. */
export function AuditLogList({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) {
    return <p className="text-sm text-slate-600">{moderationMessages.auditEmpty}</p>;
  }
  return (
    <ol className="flex flex-col divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1 py-3 text-sm">
          <p className="break-words text-slate-900">
            <span className="font-medium">{ACTION_NAMES[entry.action]}</span>{' '}
            {entry.subjectUsername ?? moderationMessages.deletedPerson}
            {entry.action === 'suspend' &&
              (entry.until ? ` until ${formatInstant(entry.until)}` : ' for good')}
          </p>
          <p className="text-xs break-words text-slate-600">
            <time dateTime={entry.at}>{formatInstant(entry.at)}</time> · {entry.adminEmail}
          </p>
          <p className="whitespace-pre-wrap break-words text-slate-700">{entry.note}</p>
        </li>
      ))}
    </ol>
  );
}
