import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { canUseTheme, isMusicThemeKey } from '../../../../shared/domain/music-themes.ts';
import type { Preferences, UpdatePreferences } from '../../../../shared/focus.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isApiError, isRefusal } from '../../../lib/api-client.ts';
import { useSavePreferences } from '../api.ts';
import { focusMessages } from '../messages.ts';
import { LENGTH_FIELDS, type LengthKey, type LengthValues, parseLength } from '../timer-lengths.ts';
import { NotificationsToggle } from './notifications-toggle.tsx';
import { ThemeOptions } from './theme-options.tsx';
import { UpgradeHint } from './upgrade-hint.tsx';

type Saved = Omit<Preferences, 'theme'>;

const lengthsOf = (saved: Saved): LengthValues => ({
  pomodoroLength: String(saved.pomodoroLength),
  breakLength: String(saved.breakLength),
  longBreakLength: String(saved.longBreakLength),
});

function saveErrorText(error: Error): { title: string; description?: string } {
  if (isApiError(error, 'billing.pro_required')) return { title: focusMessages.proThemeRefused };
  // A refused value says what to fix; other failures have nothing useful to add.
  return {
    title: focusMessages.preferencesSaveFailed,
    description: isRefusal(error) ? error.message : undefined,
  };
}

/** Pomodoro and break lengths, notifications and the music theme; only changes are sent. */
export function TimerPreferencesForm({ initial, isPro }: { initial: Saved; isPro: boolean }) {
  const [baseline, setBaseline] = useState(initial);
  const [lengths, setLengths] = useState(() => lengthsOf(initial));
  const [errors, setErrors] = useState<Partial<Record<LengthKey, string>>>({});
  const [notifications, setNotifications] = useState(initial.notificationsEnabled);
  const [musicTheme, setMusicTheme] = useState(initial.musicTheme);
  const save = useSavePreferences();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes: UpdatePreferences = {};
    const found: Partial<Record<LengthKey, string>> = {};
    for (const field of LENGTH_FIELDS) {
      const parsed = parseLength(field, lengths[field.key]);
      if (typeof parsed !== 'number') found[field.key] = parsed.error;
      else if (parsed !== baseline[field.key]) changes[field.key] = parsed;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!canUseTheme(musicTheme, isPro)) {
      toast({ variant: 'error', title: focusMessages.proThemeRefused });
      return;
    }
    if (notifications !== baseline.notificationsEnabled)
      changes.notificationsEnabled = notifications;
    if (musicTheme !== baseline.musicTheme) changes.musicTheme = musicTheme;
    save.mutate(changes, {
      onSuccess: (saved) => {
        setBaseline(saved);
        toast({ variant: 'success', title: focusMessages.preferencesSaved });
      },
      onError: (error) => toast({ variant: 'error', ...saveErrorText(error) }),
    });
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="flex flex-col gap-6"
      aria-label="Timer Preferences"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Session lengths</legend>
        <div className="grid gap-5 sm:grid-cols-3">
          {LENGTH_FIELDS.map((field) => (
            <Input
              key={field.key}
              label={`${field.label} (minutes)`}
              name={field.key}
              type="number"
              inputMode="numeric"
              min={field.min}
              max={field.max}
              step={1}
              value={lengths[field.key]}
              hint={`${field.min} to ${field.max} minutes`}
              error={errors[field.key]}
              onChange={(event) => {
                setLengths({ ...lengths, [field.key]: event.target.value });
                // The message is about the old value; the next save checks the new one.
                setErrors({ ...errors, [field.key]: undefined });
              }}
            />
          ))}
        </div>
      </fieldset>
      <Select
        label="Focus Music Theme"
        name="music-theme"
        className="sm:max-w-sm"
        value={musicTheme}
        hint={<UpgradeHint isPro={isPro} proText="Plays while a focus session runs." />}
        onChange={(event) => {
          if (isMusicThemeKey(event.target.value)) setMusicTheme(event.target.value);
        }}
      >
        <ThemeOptions isPro={isPro} />
      </Select>
      <NotificationsToggle checked={notifications} onChange={setNotifications} />
      <div className="flex justify-end border-t border-slate-100 pt-5">
        <Button type="submit" loading={save.isPending} icon={<Save aria-hidden="true" />}>
          {save.isPending ? 'Saving...' : 'Save preferences'}
        </Button>
      </div>
    </form>
  );
}
