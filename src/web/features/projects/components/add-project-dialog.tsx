import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import {
  DEFAULT_PROJECT_COLOR,
  PROJECT_COLORS,
  PROJECT_NAME_MAX_LENGTH,
  type ProjectColor,
  tidyName,
} from '../../../../shared/domain/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { apiErrorText, isApiError } from '../../../lib/api-client.ts';
import { PROJECT_COLOR_NAMES, PROJECT_DOT_CLASSES } from '../../../lib/project-colors.ts';
import { createProject } from '../../../lib/projects.ts';
import { projectMessages } from '../messages.ts';

/** The colours as a radio group of dots, each named for a screen reader. */
export function ColorChoice({
  value,
  onChange,
}: {
  value: ProjectColor;
  onChange: (color: ProjectColor) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Colour</legend>
      <div className="flex flex-wrap gap-1.5">
        {PROJECT_COLORS.map((color) => (
          <label
            key={color}
            title={PROJECT_COLOR_NAMES[color]}
            className={clsx(
              'inline-flex size-9 cursor-pointer items-center justify-center rounded-lg',
              'hover:bg-slate-100 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              value === color && 'bg-slate-100 ring-2 ring-slate-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="sr-only"
            />
            <span className="sr-only">{PROJECT_COLOR_NAMES[color]}</span>
            <span
              aria-hidden="true"
              className={clsx('size-5 rounded-full', PROJECT_DOT_CLASSES[color])}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 'Add project': a name and a colour; the server's refusals (name taken, limit) shown. */
export function AddProjectDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [name, setName] = useState('');
  const [color, setColor] = useState<ProjectColor>(DEFAULT_PROJECT_COLOR);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function reset() {
    setName('');
    setColor(DEFAULT_PROJECT_COLOR);
    setNameError(null);
    setFormError(null);
    setSaving(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const tidy = tidyName(name);
    if (tidy === '') {
      setNameError(projectMessages.nameRequired);
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      await createProject(queryClient, { name: tidy, color });
      reset();
      onOpenChange(false);
    } catch (error) {
      setSaving(false);
      if (isApiError(error, 'projects.name_taken')) setNameError(error.message);
      else setFormError(apiErrorText(error, projectMessages.notCreated));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={projectMessages.addProject}
      size="sm"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {projectMessages.addProject}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Notice tone="error">{formError}</Notice>
        <Input
          label="Name"
          value={name}
          maxLength={PROJECT_NAME_MAX_LENGTH}
          autoComplete="off"
          required
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
        <ColorChoice value={color} onChange={setColor} />
      </form>
    </Dialog>
  );
}
