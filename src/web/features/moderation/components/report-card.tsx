import type { ReportForReview } from '../../../../shared/moderation.schemas.ts';
import { ACTION_NAMES, formatInstant, moderationMessages, suspendedText } from '../messages.ts';
import { DecisionForm } from './decision-form.tsx';

function Badge({ tone, children }: { tone: 'warn' | 'danger' | 'muted'; children: string }) {
  const tones = {
    warn: 'bg-amber-50 text-amber-900 ring-amber-200',
    danger: 'bg-red-50 text-red-800 ring-red-200',
    muted: 'bg-slate-100 text-slate-700 ring-slate-200',
  };
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** One waiting report: who reported whom and why, what came before, and the decision form. */
export function ReportCard({ report }: { report: ReportForReview }) {
  const { reported, reporter } = report;
  const titleId = `report-${report.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <header className="flex flex-col gap-2">
        <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
          {reported ? reported.username : moderationMessages.deletedAccount}
          {reported && (
            <span className="ml-2 text-sm font-normal break-all text-slate-600">
              {reported.email}
            </span>
          )}
        </h3>
        <p className="text-sm break-words text-slate-600">
          {moderationMessages.reportedBy}{' '}
          <span className="font-medium text-slate-800">{reporter.username}</span> ({reporter.email})
          {' · '}
          <time dateTime={report.createdAt}>{formatInstant(report.createdAt)}</time>
        </p>
        <div className="flex flex-wrap gap-2">
          {reported?.heldFromMatchmaking && <Badge tone="warn">{moderationMessages.held}</Badge>}
          {reported?.suspension && (
            <Badge tone="danger">{suspendedText(reported.suspension.until)}</Badge>
          )}
          {!reported && <Badge tone="muted">{moderationMessages.deletedAccount}</Badge>}
        </div>
      </header>
      <blockquote className="rounded-xl bg-slate-50 px-4 py-3 text-sm whitespace-pre-wrap break-words text-slate-800">
        {report.reason}
      </blockquote>
      {report.roomName && (
        <p className="text-xs break-all text-slate-500">Call room {report.roomName}</p>
      )}
      {report.earlier.length === 0 ? (
        <p className="text-sm text-slate-600">{moderationMessages.noEarlier}</p>
      ) : (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">
            {moderationMessages.earlierTitle(report.earlier.length)}
          </summary>
          <ul className="mt-2 flex flex-col gap-2">
            {report.earlier.map((earlier) => (
              <li key={earlier.id} className="rounded-xl border border-slate-100 px-3 py-2">
                <p className="text-xs text-slate-600">
                  <time dateTime={earlier.createdAt}>{formatInstant(earlier.createdAt)}</time>
                  {' · '}
                  {earlier.reporterUsername ?? moderationMessages.deletedPerson}
                  {' · '}
                  {earlier.decision ? ACTION_NAMES[earlier.decision] : 'Waiting'}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">
                  {earlier.reason}
                </p>
              </li>
            ))}
          </ul>
        </details>
      )}
      <DecisionForm reportId={report.id} onlyDismiss={reported === null} />
    </article>
  );
}
