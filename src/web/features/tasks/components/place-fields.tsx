import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import {
  INBOX_NAME,
  LABEL_NAME_MAX_LENGTH,
  LABEL_NAME_PATTERN,
  MAX_LABELS_PER_TASK,
  nameKey,
} from '../../../../shared/domain/projects.ts';
import type { Label, Project } from '../../../../shared/projects.schemas.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { taskMessages } from '../messages.ts';
import type { NamedPlace } from '../quick-add-parse.ts';
import { suggestPlaces } from '../quick-add-places.ts';

/** 'Project': the Inbox ('') or one of the user's projects. */
export function ProjectSelect({
  value,
  projects,
  onChange,
}: {
  value: string;
  projects: readonly Project[];
  onChange: (projectId: string) => void;
}) {
  const known = value === '' || projects.some((project) => project.id === value);
  return (
    <Select
      label="Project"
      name="project"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{INBOX_NAME}</option>
      {projects.map((project) => (
        <option key={project.id} value={project.id}>
          {project.name}
        </option>
      ))}
      {/* Until the projects load, the task's own still shows as chosen. */}
      {!known && <option value={value}>Loading projects...</option>}
    </Select>
  );
}

const LABEL_WORD = 'A label name is one word: letters, digits, - and _.';

/**
 * 'Labels': the task's labels as removable chips, and a field that suggests the user's other
 * labels as they type (arrow keys and Enter, or a click) or adds a new one by its name.
 */
export function LabelsField({
  value,
  labels,
  onChange,
}: {
  value: readonly NamedPlace[];
  labels: readonly Label[];
  onChange: (labels: NamedPlace[]) => void;
}) {
  const listId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const nameOf = (place: NamedPlace) =>
    place.id === null ? place.name : (labels.find((label) => label.id === place.id)?.name ?? '');
  const chosen = new Set(value.map((place) => nameKey(nameOf(place))));
  const query = text.trim().replace(/^@/, '');
  const suggestions = suggestPlaces(
    labels.filter((label) => !chosen.has(nameKey(label.name))),
    query,
  );
  const listed = open && suggestions.length > 0;
  const full = value.length >= MAX_LABELS_PER_TASK;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function add(name: string) {
    if (full) {
      setError(taskMessages.labelLimit(MAX_LABELS_PER_TASK));
      return;
    }
    const existing = labels.find((label) => nameKey(label.name) === nameKey(name));
    if (!existing && (!LABEL_NAME_PATTERN.test(name) || name.length > LABEL_NAME_MAX_LENGTH)) {
      setError(LABEL_WORD);
      return;
    }
    if (!chosen.has(nameKey(name))) {
      onChange([
        ...value,
        existing ? { id: existing.id, name: existing.name } : { id: null, name },
      ]);
    }
    setText('');
    setError(null);
    setActiveIndex(0);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      if (!listed) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((activeIndex + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      // Enter adds a label; it never saves the whole form.
      event.preventDefault();
      const picked = listed ? suggestions[activeIndex] : undefined;
      if (picked) add(picked.name);
      else if (query) add(query);
    } else if (event.key === 'Escape' && listed) {
      // Closes the list, not the dialog.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul aria-label="Labels of this task" className="flex flex-wrap gap-1.5">
          {value.map((place) => {
            const name = nameOf(place);
            return (
              <li
                key={place.id ?? `new-${name}`}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-0.5 pl-2.5 text-sm text-slate-800"
              >
                @{name}
                {place.id === null && <span className="text-xs text-slate-500"> (new)</span>}
                <button
                  type="button"
                  aria-label={`Remove label ${name}`}
                  onClick={() => {
                    onChange(value.filter((other) => other !== place));
                    setError(null);
                  }}
                  className="inline-flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Input
          label="Labels"
          name="label"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listed ? listId : undefined}
          aria-activedescendant={listed ? optionId(activeIndex) : undefined}
          // While the list shows, Escape closes it, not the dialog around the field.
          data-reverts-on-escape={listed ? '' : undefined}
          placeholder="Add a label"
          value={text}
          maxLength={LABEL_NAME_MAX_LENGTH + 1}
          hint={
            full
              ? taskMessages.labelLimit(MAX_LABELS_PER_TASK)
              : `Pick one of your labels, or type a new one and press Enter. Up to ${MAX_LABELS_PER_TASK}.`
          }
          error={error}
          onKeyDown={handleKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setError(null);
            setActiveIndex(0);
          }}
        />
        {listed && (
          <div
            id={listId}
            role="listbox"
            aria-label="Your labels"
            className="mt-1 max-h-56 overflow-y-auto rounded-lg bg-white p-1 shadow-md ring-1 ring-slate-200"
          >
            {suggestions.map((label, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field's arrow keys and Enter pick, as a combobox does.
              <div
                key={label.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === activeIndex}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => add(label.name)}
                className={clsx(
                  'cursor-pointer rounded-md px-2.5 py-2 text-sm text-slate-800',
                  index === activeIndex ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-50',
                )}
              >
                @{label.name}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
