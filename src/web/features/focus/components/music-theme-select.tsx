import { clsx } from 'clsx';
import { canUseTheme, isMusicThemeKey } from '../../../../shared/domain/music-themes.ts';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveMusicTheme } from '../api.ts';
import { focusMessages } from '../messages.ts';
import { useMusicTheme } from '../use-music-theme.ts';
import { ThemeOptions } from './theme-options.tsx';
import { UpgradeHint } from './upgrade-hint.tsx';
import { VolumeControl } from './volume-control.tsx';

/**
 * The focus-music dropdown, with the volume beside it (`stacked`: under it, for the narrow
 * dock). A choice is saved at once and lands in the preferences cache, where the timer's music
 * picks it up.
 */
export function MusicThemeSelect({ stacked = false }: { stacked?: boolean }) {
  const { theme, isPro, pending } = useMusicTheme();
  const save = useSaveMusicTheme();

  function choose(value: string) {
    if (!isMusicThemeKey(value) || value === theme) return;
    // The options are disabled already; this catches a choice made before the plan was known.
    if (!canUseTheme(value, isPro)) {
      toast({ variant: 'error', title: focusMessages.proThemeAlert });
      return;
    }
    save.mutate(value, {
      onError: (error) =>
        toast({
          variant: 'error',
          title: isApiError(error, 'billing.pro_required')
            ? focusMessages.proThemeAlert
            : focusMessages.musicSaveFailed,
        }),
    });
  }

  return (
    <div
      className={clsx(
        'flex w-full gap-x-4 gap-y-2',
        stacked ? 'flex-col' : 'flex-wrap items-start sm:w-auto sm:flex-nowrap',
      )}
    >
      <Select
        label="Focus music"
        name="music-theme"
        className={stacked ? 'w-full' : 'min-w-48 flex-1 sm:w-72 sm:flex-none'}
        value={theme}
        disabled={pending}
        hint={<UpgradeHint isPro={isPro} proText="Plays while a focus session runs." />}
        onChange={(event) => choose(event.target.value)}
      >
        <ThemeOptions isPro={isPro} />
      </Select>
      <VolumeControl className={stacked ? 'w-full' : 'w-36'} />
    </div>
  );
}
