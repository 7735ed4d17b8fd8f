import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { INBOX_NAME, type ProjectColor } from '../../../../shared/domain/projects.ts';
import type { Label, Project } from '../../../../shared/projects.schemas.ts';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { PROJECT_DOT_BEFORE_CLASSES, PROJECT_DOT_CLASSES } from '../../../lib/project-colors.ts';
import { useLabels, useProjects } from '../../../lib/projects.ts';
import { useMoveToProject } from '../api/places.ts';
import { ROW_ACTION_TOUCH, ROW_ICON_BUTTON } from './row-controls.tsx';
import { rowIcon } from './row-icons.ts';

export interface TaskPlaces {
  /** Undefined until loaded. */
  projects: readonly Project[] | undefined;
  labels: readonly Label[] | undefined;
  projectById: ReadonlyMap<string, Project>;
  labelById: ReadonlyMap<string, Label>;
  /** Opens 'Move to a project' for a task; absent where rows cannot move tasks. */
  chooseProject?: (task: TaskListItem) => void;
}

const NO_PLACES: TaskPlaces = {
  projects: undefined,
  labels: undefined,
  projectById: new Map(),
  labelById: new Map(),
};

const TaskPlacesContext = createContext<TaskPlaces>(NO_PLACES);

/** The user's projects and labels, read once for every row under it (never once per row). */
export function useTaskPlaces(): TaskPlaces {
  return useContext(TaskPlacesContext);
}

/**
 * Gives the rows under it the user's projects and labels, and the one 'Move to a project'
 * dialog they open.
 */
export function TaskPlacesProvider({ children }: { children: ReactNode }) {
  const projects = useProjects();
  const labels = useLabels();
  const [moving, setMoving] = useState<TaskListItem | null>(null);
  const projectList = projects.data?.projects;
  const labelList = labels.data;
  const places = useMemo<TaskPlaces>(
    () => ({
      projects: projectList,
      labels: labelList,
      projectById: new Map(projectList?.map((project) => [project.id, project])),
      labelById: new Map(labelList?.map((label) => [label.id, label])),
      chooseProject: setMoving,
    }),
    [projectList, labelList],
  );
  return (
    <TaskPlacesContext.Provider value={places}>
      {children}
      <MoveToProjectDialog
        task={moving}
        projects={projectList ?? []}
        onClose={() => setMoving(null)}
      />
    </TaskPlacesContext.Provider>
  );
}

function MoveToProjectDialog({
  task,
  projects,
  onClose,
}: {
  task: TaskListItem | null;
  projects: readonly Project[];
  onClose: () => void;
}) {
  const move = useMoveToProject();
  const [shown, setShown] = useState(task);
  if (task !== null && task !== shown) setShown(task);
  const choices = [{ id: null, name: INBOX_NAME, color: null }, ...projects];

  function choose(projectId: string | null) {
    if (!shown) return;
    onClose();
    if (projectId === shown.projectId) return;
    const title = shown.title;
    move.mutate(
      { id: shown.id, projectId, from: shown.projectId },
      {
        onError: () =>
          toast({ variant: 'error', title: `Could not move ${title}. It is back where it was.` }),
      },
    );
  }

  return (
    <Dialog
      title="Move to a project"
      description={shown ? `Where ${shown.title} belongs.` : undefined}
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
    >
      <ul aria-label="Projects" className="flex flex-col gap-1">
        {choices.map((choice) => {
          const current = (shown?.projectId ?? null) === choice.id;
          return (
            <li key={choice.id ?? 'inbox'}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => choose(choice.id)}
                className={clsx(
                  'flex h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm',
                  'text-slate-800 hover:bg-slate-100',
                  current && 'bg-brand-50 font-medium',
                )}
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'size-2.5 shrink-0 rounded-full',
                    choice.color ? PROJECT_DOT_CLASSES[choice.color] : 'ring-1 ring-slate-400',
                  )}
                />
                <span className="min-w-0 flex-1 wrap-anywhere">{choice.name}</span>
                {current && (
                  <>
                    <Check className="size-4 text-brand-700" aria-hidden="true" />
                    <span className="sr-only">(current)</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

/** Labels a row shows as chips; more are counted ('+2'), so a row stays small. */
const ROW_LABELS = 2;

/**
 * A row's project (its colour dot, drawn by CSS, and name) and labels, as small chips that flow
 * after the title: at most three elements and no wrapper of their own (the row's layout holds
 * them), nothing at all for a task in the Inbox without labels.
 */
export function TaskPlaceChips({ task }: { task: TaskListItem }) {
  const { projectById, labelById } = useTaskPlaces();
  const project = task.projectId === null ? undefined : projectById.get(task.projectId);
  const labels = task.labelIds.flatMap((id) => labelById.get(id) ?? []);
  const more = labels.length - ROW_LABELS;
  return (
    <>
      {project && (
        <span
          className={clsx(
            'mt-1 mr-1 inline-flex max-w-full min-w-0 items-center gap-1 align-top text-xs',
            'wrap-anywhere text-slate-600 before:size-2 before:shrink-0 before:rounded-full',
            PROJECT_DOT_BEFORE_CLASSES[project.color],
          )}
        >
          {project.name}
        </span>
      )}
      {labels.slice(0, ROW_LABELS).map((label, index) => (
        <span
          key={label.id}
          className={clsx(
            'mt-1 mr-1 inline-block max-w-full rounded-full bg-slate-100 px-1.5 py-px align-top',
            'text-xs wrap-anywhere text-slate-700',
          )}
        >
          @{label.name}
          {index === ROW_LABELS - 1 && more > 0 && ` +${more}`}
        </span>
      ))}
    </>
  );
}

/** Opens 'Move to a project' for the row's task; none while the user has no project. */
export function MoveToProjectButton({
  task,
  disabled,
  className,
}: {
  task: TaskListItem;
  disabled: boolean;
  className?: string;
}) {
  const { projects, chooseProject } = useTaskPlaces();
  if (!chooseProject || !projects || projects.length === 0) return null;
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => chooseProject(task)}
      aria-label={`Move ${task.title} to another project`}
      aria-haspopup="dialog"
      title="Move to another project"
      style={rowIcon('folderInput')}
      className={clsx(ROW_ICON_BUTTON, ROW_ACTION_TOUCH, className)}
    />
  );
}

/** A heading's project: its dot and name, or the Inbox. */
export function ProjectDot({ color }: { color: ProjectColor | null }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block size-3 shrink-0 rounded-full',
        color ? PROJECT_DOT_CLASSES[color] : 'ring-2 ring-slate-400',
      )}
    />
  );
}
