import { usableTheme } from '../../../../shared/domain/music-themes.ts';
import { PreferencesLoader } from '../../../components/ui/preferences-loader.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { useProStatus } from '../../../lib/use-pro-status.ts';
import { usePreferences } from '../api.ts';
import { focusMessages } from '../messages.ts';
import { TimerPreferencesForm } from './timer-preferences-form.tsx';

/** The Timer Preferences card of /settings. */
export function TimerPreferencesSection() {
  const preferences = usePreferences();
  const { isPro, pending } = useProStatus();

  return (
    <SettingsCard
      id="timer-preferences"
      title="Timer Preferences"
      description="How long your focus sessions and breaks last, what plays while you focus, and whether Pomopal tells you when time is up."
    >
      <PreferencesLoader
        preferences={preferences}
        waiting={pending}
        loadingHeight="min-h-[1253px] sm:min-h-[857px] md:min-h-[917px] lg:min-h-[797px] xl:min-h-[757px]"
        failedMessage={focusMessages.preferencesLoadFailed}
        form={(initial, saved) => (
          <TimerPreferencesForm
            key={saved ? 'saved' : 'fallback'}
            initial={{
              ...initial,
              // A Pro theme kept after a subscription ended is shown (and played) as Silent Mode.
              musicTheme: usableTheme(initial.musicTheme, isPro),
            }}
            isPro={isPro}
          />
        )}
      />
    </SettingsCard>
  );
}
