import { LoadFailed } from '../components/ui/load-failed.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useAdminOverview } from '../features/moderation/api.ts';
import { AdminCounts } from '../features/moderation/components/admin-counts.tsx';
import {
  AuditLogSection,
  SuspensionsSection,
} from '../features/moderation/components/admin-lists.tsx';
import { ReportsSection } from '../features/moderation/components/reports-section.tsx';
import { moderationMessages } from '../features/moderation/messages.ts';
import { isApiError } from '../lib/api-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { NOT_FOUND_TITLE, NotFoundPage } from './not-found-page.tsx';

/**
 * /admin: for the admins the server names alone. Its code is a chunk of its own, fetched only
 * when the route opens, and to anyone else the page is the same 404 as a page that does not exist.
 */
export function AdminPage() {
  const overview = useAdminOverview();
  const hidden = overview.isError && isApiError(overview.error, 'request.route_not_found');
  // The 404 page names itself; this one must not name it back once its effect runs after.
  useDocumentTitle(hidden ? NOT_FOUND_TITLE : moderationMessages.title);
  if (hidden) return <NotFoundPage />;
  if (overview.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <LoadFailed
        message={moderationMessages.countsFailed}
        retrying={overview.isFetching}
        onRetry={() => overview.refetch()}
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={moderationMessages.title} description={moderationMessages.description} />
      <div className="grid max-w-5xl grid-cols-1 gap-8">
        <AdminCounts overview={overview.data} />
        <ReportsSection />
        <SuspensionsSection />
        <AuditLogSection />
      </div>
    </div>
  );
}
