import { useQuery } from '@tanstack/react-query';
import { PreferencesLoader } from '../../../components/ui/preferences-loader.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
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
          <PreferencesLoader
            preferences={preferences}
            loadingHeight="min-h-[497px] sm:min-h-[417px] md:min-h-[457px] lg:min-h-[417px]"
            failedMessage={notificationMessages.preferencesLoadFailed}
            form={(initial, saved) => (
              <ReminderPreferencesForm key={saved ? 'saved' : 'fallback'} initial={initial} />
            )}
          />
        </div>
      </div>
    </SettingsCard>
  );
}
