import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES } from '../../../../shared/focus.schemas.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { preferencesQueryOptions } from '../../../lib/preferences.ts';
import { notificationMessages } from '../messages.ts';
import { PushDeviceControl } from './push-device-control.tsx';
import { ReminderPreferencesForm } from './reminder-preferences-form.tsx';

/** The Reminders and notifications card of /settings. */
export function ReminderPreferencesSection() {
  const preferences = useQuery(preferencesQueryOptions());

  return (
    <SettingsCard
      id="reminders-and-notifications"
      title="Reminders and notifications"
      description="Whether this device gets notifications, how reminders reach you, and the reminder new tasks get."
    >
      <div className="flex flex-col gap-6">
        <PushDeviceControl />
        <div className="border-t border-slate-100 pt-6">
          {preferences.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner size="lg" className="text-brand-600" label="Loading your preferences..." />
            </div>
          ) : preferences.isError ? (
            <div className="flex flex-col gap-6">
              <LoadFailed
                message={notificationMessages.preferencesLoadFailed}
                size="sm"
                retrying={preferences.isFetching}
                onRetry={() => preferences.refetch()}
              />
              <ReminderPreferencesForm key="fallback" initial={DEFAULT_PREFERENCES} />
            </div>
          ) : (
            <ReminderPreferencesForm key="saved" initial={preferences.data} />
          )}
        </div>
      </div>
    </SettingsCard>
  );
}
