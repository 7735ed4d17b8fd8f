import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOpenReports } from '../api.ts';
import { moderationMessages, REPORTS_HEADING_ID } from '../messages.ts';
import { ReportCard } from './report-card.tsx';

/** The reports no admin has decided on, oldest first. */
export function ReportsSection() {
  const reports = useOpenReports(true);
  return (
    <section aria-labelledby={REPORTS_HEADING_ID} className="flex flex-col gap-4">
      <div>
        <h2
          id={REPORTS_HEADING_ID}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {moderationMessages.reportsTitle}
          {reports.isSuccess && reports.data.length > 0 && (
            <span className="ml-2 text-base font-normal text-slate-600">
              ({reports.data.length})
            </span>
          )}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{moderationMessages.reportsDescription}</p>
      </div>
      {reports.isPending ? (
        <Spinner size="sm" />
      ) : reports.isError ? (
        <LoadFailed
          message={moderationMessages.reportsFailed}
          retrying={reports.isFetching}
          onRetry={() => reports.refetch()}
        />
      ) : reports.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-5 py-6 text-center text-sm text-slate-600">
          {moderationMessages.reportsEmpty}
        </p>
      ) : (
        reports.data.map((report) => <ReportCard key={report.id} report={report} />)
      )}
    </section>
  );
}
