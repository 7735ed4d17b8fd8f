import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { canUseTheme, isMusicThemeKey } from '../../../../shared/domain/music-themes.ts';
import type { Preferences, UpdatePreferences } from '../../../../shared/focus.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isApiError, isRefusal } from '../../../lib/api-client.ts';
import { useSavePreferences } from '../../../lib/preferences.ts';
import { focusMessages } from '../messages.ts';
import {
  CYCLE_FIELDS,
  NUMBER_FIELDS,
  type NumberField,
  type NumberKey,
  type NumberValues,
  POMODORO_LENGTH_EXPLANATION,
  parseNumber,
  SESSION_LENGTH_FIELDS,
} from '../preference-numbers.ts';

const LENGTHS_EXPLAINED_ID = 'pomodoro-length-explained';

import { NotificationsToggle } from './notifications-toggle.tsx';
import { ThemeOptions } from './theme-options.tsx';
import { UpgradeHint } from './upgrade-hint.tsx';

type Saved = Omit<Preferences, 'theme'>;

const numbersOf = (saved: Saved): NumberValues => ({
  pomodoroLength: String(saved.pomodoroLength),
  breakLength: String(saved.breakLength),
  longBreakLength: String(saved.longBreakLength),
  pomodorosPerLongBreak: String(saved.pomodorosPerLongBreak),
  dailyFocusGoal: String(saved.dailyFocusGoal),
});

type Switch = 'autoStartBreaks' | 'autoStartSessions' | 'notificationsEnabled';

function saveErrorText(error: Error): { title: string; description?: string } {
  if (isApiError(error, 'billing.pro_required')) return { title: focusMessages.proThemeRefused };
  // A refused value says what to fix; other failures have nothing useful to add.
  return {
    title: focusMessages.preferencesSaveFailed,
    description: isRefusal(error) ? error.message : undefined,
  };
}

/**
 * Session and break lengths, the break cycle, what starts by itself, the daily goal,
 * notifications and the music theme; only changes are sent.
 */
export function TimerPreferencesForm({ initial, isPro }: { initial: Saved; isPro: boolean }) {
  const [baseline, setBaseline] = useState(initial);
  const [numbers, setNumbers] = useState(() => numbersOf(initial));
  const [errors, setErrors] = useState<Partial<Record<NumberKey, string>>>({});
  const [switches, setSwitches] = useState<Record<Switch, boolean>>({
    autoStartBreaks: initial.autoStartBreaks,
    autoStartSessions: initial.autoStartSessions,
    notificationsEnabled: initial.notificationsEnabled,
  });
  const [musicTheme, setMusicTheme] = useState(initial.musicTheme);
  const save = useSavePreferences();
  const flip = (key: Switch) => (checked: boolean) =>
    setSwitches((current) => ({ ...current, [key]: checked }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes: UpdatePreferences = {};
    const found: Partial<Record<NumberKey, string>> = {};
    for (const field of NUMBER_FIELDS) {
      const parsed = parseNumber(field, numbers[field.key]);
      if (typeof parsed !== 'number') found[field.key] = parsed.error;
      else if (parsed !== baseline[field.key]) changes[field.key] = parsed;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!canUseTheme(musicTheme, isPro)) {
      toast({ variant: 'error', title: focusMessages.proThemeRefused });
      return;
    }
    for (const key of Object.keys(switches) as Switch[]) {
      if (switches[key] !== baseline[key]) changes[key] = switches[key];
    }
    if (musicTheme !== baseline.musicTheme) changes.musicTheme = musicTheme;
    save.mutate(changes, {
      onSuccess: (saved) => {
        setBaseline(saved);
        toast({ variant: 'success', title: focusMessages.preferencesSaved });
      },
      onError: (error) => toast({ variant: 'error', ...saveErrorText(error) }),
    });
  }

  const numberInput = (field: NumberField) => (
    <Input
      key={field.key}
      label={`${field.label} (${field.unit})`}
      name={field.key}
      type="number"
      inputMode="numeric"
      min={field.min}
      max={field.max}
      step={1}
      value={numbers[field.key]}
      hint={[`${field.min} to ${field.max} ${field.unit}.`, field.explanation]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={field.key === 'pomodoroLength' ? LENGTHS_EXPLAINED_ID : undefined}
      error={errors[field.key]}
      onChange={(event) => {
        setNumbers({ ...numbers, [field.key]: event.target.value });
        // The message is about the old value; the next save checks the new one.
        setErrors({ ...errors, [field.key]: undefined });
      }}
    />
  );

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
          {SESSION_LENGTH_FIELDS.map((field) => numberInput(field))}
        </div>
        <p id={LENGTHS_EXPLAINED_ID} className="text-sm text-slate-600">
          {POMODORO_LENGTH_EXPLANATION}
        </p>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Cycle and goal</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {CYCLE_FIELDS.map((field) => numberInput(field))}
        </div>
        <Checkbox
          label="Start breaks automatically"
          hint="When a focus session ends, its break starts at once. Otherwise it waits for Start break."
          checked={switches.autoStartBreaks}
          onChange={(event) => flip('autoStartBreaks')(event.target.checked)}
        />
        <Checkbox
          label="Start the next session automatically"
          hint="When a break ends, the task's next session starts at once. Otherwise it is offered."
          checked={switches.autoStartSessions}
          onChange={(event) => flip('autoStartSessions')(event.target.checked)}
        />
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
      <NotificationsToggle
        checked={switches.notificationsEnabled}
        onChange={flip('notificationsEnabled')}
      />
      <div className="flex justify-end border-t border-slate-100 pt-5">
        <Button type="submit" loading={save.isPending} icon={<Save aria-hidden="true" />}>
          {save.isPending ? 'Saving...' : 'Save preferences'}
        </Button>
      </div>
    </form>
  );
}
