import { useId, useState } from 'react';
import {
  checkRepeatRule,
  describeRepeatRule,
  type RepeatRule,
} from '../../../../shared/domain/repeat-rule.ts';
import { RRule } from '../../../../shared/domain/rrule.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { taskMessages } from '../messages.ts';

const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const CUSTOM = 'custom';

/** The rules a person picks most, fitted to the due date's weekday and day of the month. */
function presetsFor(dueDate: string): string[] {
  const day = dueDate ? new Date(dueDate) : new Date();
  const valid = !Number.isNaN(day.getTime());
  return [
    'FREQ=DAILY',
    'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    ...(valid
      ? [
          `FREQ=WEEKLY;BYDAY=${WEEKDAY_CODES[day.getDay()]}`,
          `FREQ=MONTHLY;BYMONTHDAY=${day.getDate()}`,
        ]
      : []),
    'FREQ=YEARLY',
  ];
}

/** A rule said in words ('every 2 weeks on friday for 5 times'), or null when it is none. */
function ruleOfWords(words: string): string | null {
  try {
    const options = RRule.parseText(words.trim().replace(/^(?!every\b)/i, 'every '));
    if (!options) return null;
    const checked = checkRepeatRule(RRule.optionsToString(options));
    return checked.ok ? checked.rule : null;
  } catch {
    return null;
  }
}

export interface RepeatFieldProps {
  /** The rule ('' for none) and whether it counts from completion. */
  value: { rule: string; afterCompletion: boolean };
  /** The form's due date (datetime-local), which the presets fit. */
  dueDate: string;
  onChange: (value: { rule: string; afterCompletion: boolean }) => void;
}

/**
 * How the task repeats: a preset fitted to its due date, or any rule said in words, shown back
 * in words so the person sees what was understood; and whether it counts from completion.
 */
export default function RepeatField({ value, dueDate, onChange }: RepeatFieldProps) {
  const presets = presetsFor(dueDate);
  const [customWords, setCustomWords] = useState<string | null>(null);
  const wordsId = useId();
  const custom = customWords !== null;
  const known = value.rule === '' || presets.includes(value.rule);
  const repeat: RepeatRule | null = value.rule ? value : null;
  const understood = custom && customWords.trim() ? ruleOfWords(customWords) : null;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Repeat</legend>
      <Select
        label="Repeat"
        name="repeat"
        value={custom ? CUSTOM : value.rule}
        onChange={(event) => {
          const chosen = event.target.value;
          if (chosen === CUSTOM) {
            setCustomWords('');
            return;
          }
          setCustomWords(null);
          onChange({ ...value, rule: chosen });
        }}
      >
        <option value="">Does not repeat</option>
        {presets.map((rule) => (
          <option key={rule} value={rule}>
            {describeRepeatRule({ rule, afterCompletion: false })}
          </option>
        ))}
        {!known && (
          <option value={value.rule}>
            {describeRepeatRule({ rule: value.rule, afterCompletion: false })}
          </option>
        )}
        <option value={CUSTOM}>Custom...</option>
      </Select>
      {custom && (
        <Input
          id={wordsId}
          label="Repeat in words"
          name="repeat-words"
          placeholder="e.g. every 2 weeks on friday for 5 times"
          value={customWords}
          hint={
            understood
              ? describeRepeatRule({ rule: understood, afterCompletion: value.afterCompletion })
              : undefined
          }
          error={customWords.trim() && !understood ? taskMessages.repeatNotUnderstood : undefined}
          onChange={(event) => {
            const words = event.target.value;
            setCustomWords(words);
            const rule = ruleOfWords(words);
            if (rule) onChange({ ...value, rule });
          }}
        />
      )}
      {(repeat || custom) && (
        <Checkbox
          label="Count from the day it is completed"
          checked={value.afterCompletion}
          onChange={(event) => onChange({ ...value, afterCompletion: event.target.checked })}
        />
      )}
    </fieldset>
  );
}
