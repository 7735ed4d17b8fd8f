import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuditLog, useSuspensions } from '../api.ts';
import { moderationMessages } from '../messages.ts';
import { AuditLogList } from './audit-log-list.tsx';
import { SuspensionsList } from './suspensions-list.tsx';

/** A list's loading, failure and content, the same for each card of the page. */
function Loaded<T>({
  query,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner size="sm" />;
  if (query.isError) {
    return (
      <LoadFailed message={failed} retrying={query.isFetching} onRetry={() => query.refetch()} />
    );
  }
  return children(query.data);
}

export function SuspensionsSection() {
  const suspensions = useSuspensions(true);
  return (
    <SettingsCard id="suspensions" title={moderationMessages.suspensionsTitle}>
      <Loaded query={suspensions} failed={moderationMessages.suspensionsFailed}>
        {(list) => <SuspensionsList suspensions={list} />}
      </Loaded>
    </SettingsCard>
  );
}

export function AuditLogSection() {
  const entries = useAuditLog(true);
  return (
    <SettingsCard id="audit-log" title={moderationMessages.auditTitle}>
      <Loaded query={entries} failed={moderationMessages.auditFailed}>
        {(list) => <AuditLogList entries={list} />}
      </Loaded>
    </SettingsCard>
  );
}
