import { usableTheme } from '../../../../shared/domain/music-themes.ts';
import { DEFAULT_PREFERENCES } from '../../../../shared/focus.schemas.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useProStatus } from '../../../lib/subscription.ts';
import { usePreferences } from '../api.ts';
import { focusMessages } from '../messages.ts';
import { TimerPreferencesForm } from './timer-preferences-form.tsx';

/** The Timer Preferences card of /settings. */
export function TimerPreferencesSection() {
  const preferences = usePreferences();
  const { isPro, pending } = useProStatus();
  const loading = preferences.isPending || pending;

  return (
    <SettingsCard
      id="timer-preferences"
      title="Timer Preferences"
      description="How long your focus sessions and breaks last, what plays while you focus, and whether Pomopal tells you when time is up."
    >
      {loading ? (
        <div className="flex justify-center py-8">
          <Spinner size="lg" className="text-brand-600" label="Loading your preferences..." />
        </div>
      ) : preferences.isError ? (
        <div className="flex flex-col gap-6">
          <LoadFailed
            message={focusMessages.preferencesLoadFailed}
            size="sm"
            retrying={preferences.isFetching}
            onRetry={() => preferences.refetch()}
          />
          <TimerPreferencesForm key="fallback" initial={DEFAULT_PREFERENCES} isPro={isPro} />
        </div>
      ) : (
        <TimerPreferencesForm
          key="saved"
          initial={{
            ...preferences.data,
            // A Pro theme kept after a subscription ended is shown (and played) as Silent Mode.
            musicTheme: usableTheme(preferences.data.musicTheme, isPro),
          }}
          isPro={isPro}
        />
      )}
    </SettingsCard>
  );
}
