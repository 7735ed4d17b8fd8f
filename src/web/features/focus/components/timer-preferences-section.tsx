import { DEFAULT_MUSIC_THEME, usableTheme } from '../../../../shared/domain/music-themes.ts';
import { DEFAULT_TIMER_PREFERENCES } from '../../../../shared/domain/timer.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePreferences, useSubscription } from '../api.ts';
import { focusMessages } from '../messages.ts';
import { TimerPreferencesForm } from './timer-preferences-form.tsx';

// SPEC.md 3's defaults, shown when the saved preferences cannot be loaded.
const FALLBACK = {
  ...DEFAULT_TIMER_PREFERENCES,
  notificationsEnabled: true,
  musicTheme: DEFAULT_MUSIC_THEME,
};

/** The Timer Preferences card of /settings. */
export function TimerPreferencesSection() {
  const preferences = usePreferences();
  const subscription = useSubscription();
  const isPro = subscription.data?.isPro ?? false;
  const loading = preferences.isPending || subscription.isPending;

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
          <TimerPreferencesForm key="fallback" initial={FALLBACK} isPro={isPro} />
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
