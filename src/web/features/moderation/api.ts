import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportDecisionBody } from '../../../shared/moderation.schemas.ts';
import { api } from '../../lib/api-client.ts';
import { moderationSchemas } from '../../lib/schema-loaders.ts';
import { userTimeZone } from '../../lib/time-zone.ts';

const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  reports: ['admin', 'reports'] as const,
  suspensions: ['admin', 'suspensions'] as const,
  auditLog: ['admin', 'audit-log'] as const,
};

const schemas = {
  overview: moderationSchemas.response((m) => m.adminOverviewSchema),
  reports: moderationSchemas.response((m) => m.reportsForReviewSchema),
  suspensions: moderationSchemas.response((m) => m.suspensionsSchema),
  auditLog: moderationSchemas.response((m) => m.auditLogSchema),
};

/** GET /api/admin/overview: answered to admins only; anyone else gets `request.route_not_found`. */
export function useAdminOverview() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) =>
      api.get('/admin/overview', {
        schema: schemas.overview,
        query: { timeZone: userTimeZone() },
        signal,
      }),
  });
}

export function useOpenReports(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.reports,
    queryFn: async ({ signal }) =>
      (await api.get('/admin/reports', { schema: schemas.reports, signal })).reports,
    enabled,
  });
}

export function useSuspensions(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.suspensions,
    queryFn: async ({ signal }) =>
      (await api.get('/admin/suspensions', { schema: schemas.suspensions, signal })).suspensions,
    enabled,
  });
}

export function useAuditLog(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.auditLog,
    queryFn: async ({ signal }) =>
      (await api.get('/admin/audit-log', { schema: schemas.auditLog, signal })).entries,
    enabled,
  });
}

/** After an action every list on the page may have changed: read them all again. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

/** POST /api/admin/reports/:id/decision. */
export function useDecideReport() {
  const refresh = useRefreshAdmin();
  return useMutation({
    // An admin's action is never queued offline: it acts on people now or not at all.
    networkMode: 'always',
    mutationFn: ({ reportId, body }: { reportId: string; body: ReportDecisionBody }) =>
      api.post(`/admin/reports/${encodeURIComponent(reportId)}/decision`, body),
    onSettled: refresh,
  });
}

/** POST /api/admin/suspensions/:userId/end. */
export function useLiftSuspension() {
  const refresh = useRefreshAdmin();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ userId, note }: { userId: string; note: string }) =>
      api.post(`/admin/suspensions/${encodeURIComponent(userId)}/end`, { note }),
    onSettled: refresh,
  });
}
