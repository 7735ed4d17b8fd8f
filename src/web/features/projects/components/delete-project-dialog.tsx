import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProjectDeleteMode } from '../../../../shared/domain/projects.ts';
import type { Project } from '../../../../shared/projects.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { apiErrorText } from '../../../lib/api-client.ts';
import { deleteProject, restoreProject } from '../api.ts';
import { projectMessages } from '../messages.ts';

const CHOICES: { mode: ProjectDeleteMode; label: string }[] = [
  { mode: 'inbox', label: 'Move them to Inbox' },
  { mode: 'delete', label: 'Delete them' },
];

/**
 * 'Delete project…': what becomes of its open tasks (to the Inbox, or deleted with it), then a
 * toast whose Undo restores the project and its tasks.
 */
export function DeleteProjectDialog({
  project,
  onClose,
  onDeleted,
}: {
  /** The project to delete; null: closed. */
  project: Project | null;
  onClose: () => void;
  /** Called once it is deleted (the page showing it goes elsewhere). */
  onDeleted: (project: Project) => void;
}) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<ProjectDeleteMode>('inbox');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Kept while the dialog closes, so its text does not change under its exit.
  const [shown, setShown] = useState(project);
  if (project && project !== shown) setShown(project);
  const open = project !== null;
  const count = shown?.openCount ?? 0;

  function close() {
    setMode('inbox');
    setError(null);
    setDeleting(false);
    onClose();
  }

  async function undo(deleted: Project) {
    try {
      await restoreProject(queryClient, deleted.id);
      toast({ title: projectMessages.restored, description: deleted.name, variant: 'success' });
    } catch (failure) {
      toast({
        title: projectMessages.notRestored,
        description: apiErrorText(failure, projectMessages.tryAgain),
        variant: 'error',
      });
    }
  }

  async function confirm() {
    if (!shown || deleting) return;
    const deleted = shown;
    const chosen = count === 0 ? 'inbox' : mode;
    setDeleting(true);
    setError(null);
    try {
      const tasks = await deleteProject(queryClient, deleted.id, chosen);
      close();
      onDeleted(deleted);
      toast({
        title: projectMessages.deleted,
        description: projectMessages.deletedWithTasks(deleted.name, tasks, chosen),
        variant: 'success',
        duration: 10_000,
        action: {
          label: 'Undo',
          altText: projectMessages.undoDeleteAlt,
          onClick: () => void undo(deleted),
        },
      });
    } catch (failure) {
      setDeleting(false);
      setError(apiErrorText(failure, projectMessages.notDeleted));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      size="sm"
      title={`Delete project ${shown?.name ?? ''}?`}
      description={
        count === 0
          ? 'It has no open tasks.'
          : `It has ${projectMessages.openCount(count)}. What should happen to them?`
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" loading={deleting} onClick={() => void confirm()}>
            Delete project
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <Notice tone="error">{error}</Notice>
        {count > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Its open tasks</legend>
            {CHOICES.map((choice) => (
              <label
                key={choice.mode}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="project-tasks"
                  value={choice.mode}
                  checked={mode === choice.mode}
                  onChange={() => setMode(choice.mode)}
                  className="size-4 accent-brand-600"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </Dialog>
  );
}
