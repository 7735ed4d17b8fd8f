import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Monitor, Moon, Sun } from 'lucide-react';
import { COLOR_THEMES, type ColorTheme } from '../../../../shared/domain/color-theme.ts';
import { PreferencesLoader } from '../../../components/ui/preferences-loader.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { paintColorTheme } from '../../../lib/color-theme.ts';
import { preferencesQueryOptions, useSavePreferences } from '../../../lib/preferences.ts';
import { appearanceMessages } from '../messages.ts';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * The Appearance card of /settings: the colour scheme, applied as soon as it is chosen and saved
 * for the user; a save that fails paints the saved one back. The signed-in shell keeps the saved
 * scheme on the device and in the other tabs (useSavedColorTheme).
 */
export function AppearanceSection() {
  const preferences = useQuery(preferencesQueryOptions());
  const save = useSavePreferences();

  function choose(theme: ColorTheme, saved: ColorTheme) {
    paintColorTheme(theme);
    save.mutate(
      { theme },
      {
        onError: (error) => {
          paintColorTheme(saved);
          // An ended session is told by the sign-in page it leads to.
          if (isApiError(error, 'auth.unauthorized')) return;
          toast({ variant: 'error', title: appearanceMessages.saveFailed });
        },
      },
    );
  }

  return (
    <SettingsCard
      id="appearance"
      title={appearanceMessages.title}
      description={appearanceMessages.description}
    >
      <PreferencesLoader
        preferences={preferences}
        failedMessage={appearanceMessages.loadFailed}
        loadingHeight="min-h-[106px] sm:min-h-[90px] md:min-h-[106px] lg:min-h-[90px]"
        form={(initial) => {
          const chosen =
            save.isPending && save.variables.theme ? save.variables.theme : initial.theme;
          return (
            <fieldset>
              <legend className="sr-only">{appearanceMessages.legend}</legend>
              <div className="grid grid-cols-3 gap-2 sm:max-w-md">
                {COLOR_THEMES.map((theme) => {
                  const Icon = ICONS[theme];
                  const { label, hint } = appearanceMessages.options[theme];
                  return (
                    <label
                      key={theme}
                      className={clsx(
                        'flex cursor-pointer flex-col items-center gap-1 rounded-xl border px-2 py-3 text-center',
                        'border-slate-200 text-slate-700 hover:bg-slate-50',
                        'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-slate-900',
                        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                      )}
                    >
                      <input
                        type="radio"
                        name="color-theme"
                        value={theme}
                        checked={theme === chosen}
                        onChange={() => choose(theme, initial.theme)}
                        className="sr-only"
                      />
                      <Icon className="size-5" aria-hidden="true" />
                      <span className="text-sm font-semibold">{label}</span>
                      <span className="text-xs text-slate-600">{hint}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        }}
      />
    </SettingsCard>
  );
}
