import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  describeReminderOffset,
  isReminderOffset,
  REMINDER_OFFSETS,
} from '../../../../shared/domain/reminders.ts';
import type { Preferences, UpdatePreferences } from '../../../../shared/focus.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isRefusal } from '../../../lib/api-client.ts';
import { useSavePreferences } from '../../../lib/preferences.ts';
import { notificationMessages } from '../messages.ts';

export type ReminderPreferences = Pick<
  Preferences,
  'pushNotifications' | 'inAppReminders' | 'emailReminders' | 'defaultReminder'
>;

type Switch = 'pushNotifications' | 'inAppReminders' | 'emailReminders';

const SWITCHES: { key: Switch; label: string; hint: string }[] = [
  {
    key: 'pushNotifications',
    label: 'Push notifications',
    hint: 'Reminders and the end of a timer reach the devices where notifications are on, even when Pomopal is closed.',
  },
  {
    key: 'inAppReminders',
    label: 'In-app reminders',
    hint: 'A reminder shows as a notice on the page while Pomopal is open.',
  },
  {
    key: 'emailReminders',
    label: 'E-mail reminders',
    hint: 'Reminders are also sent to your e-mail address.',
  },
];

/** The select's value for a default reminder: '' stands for none. */
const optionOf = (minutes: Preferences['defaultReminder']) =>
  minutes === null ? '' : String(minutes);

function readOption(value: string): Preferences['defaultReminder'] {
  const minutes = Number(value);
  return value !== '' && isReminderOffset(minutes) ? minutes : null;
}

/** How reminders reach the user and the reminder new tasks get; only changes are sent. */
export function ReminderPreferencesForm({ initial }: { initial: ReminderPreferences }) {
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const save = useSavePreferences();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes: UpdatePreferences = {};
    for (const { key } of SWITCHES) {
      if (values[key] !== baseline[key]) changes[key] = values[key];
    }
    if (values.defaultReminder !== baseline.defaultReminder) {
      changes.defaultReminder = values.defaultReminder;
    }
    save.mutate(changes, {
      onSuccess: (saved) => {
        setBaseline(saved);
        toast({ variant: 'success', title: notificationMessages.preferencesSaved });
      },
      // A refused value says what to fix; other failures have nothing useful to add.
      onError: (error) =>
        toast({
          variant: 'error',
          title: notificationMessages.preferencesSaveFailed,
          description: isRefusal(error) ? error.message : undefined,
        }),
    });
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="flex flex-col gap-6"
      aria-label="Reminder preferences"
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-sm font-semibold text-slate-900">
          How reminders reach you
        </legend>
        {SWITCHES.map(({ key, label, hint }) => (
          <Checkbox
            key={key}
            label={label}
            hint={hint}
            checked={values[key]}
            onChange={(event) => setValues({ ...values, [key]: event.target.checked })}
          />
        ))}
      </fieldset>
      <Select
        label="Default reminder for new tasks with a due date"
        name="default-reminder"
        className="sm:max-w-sm"
        value={optionOf(values.defaultReminder)}
        hint="You can change a task’s reminders when you edit it."
        onChange={(event) =>
          setValues({ ...values, defaultReminder: readOption(event.target.value) })
        }
      >
        <option value="">None</option>
        {REMINDER_OFFSETS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {describeReminderOffset(minutes)}
          </option>
        ))}
      </Select>
      <div className="flex justify-end border-t border-slate-100 pt-5">
        <Button type="submit" loading={save.isPending} icon={<Save aria-hidden="true" />}>
          {save.isPending ? 'Saving...' : 'Save notification preferences'}
        </Button>
      </div>
    </form>
  );
}
