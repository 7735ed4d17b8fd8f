import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { GripVertical, Inbox } from 'lucide-react';
import {
  type CSSProperties,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { type ProjectColor, tidyName } from '../../../../shared/domain/projects.ts';
import type { Project } from '../../../../shared/projects.schemas.ts';
import { useRailTooltip } from '../../../components/ui/rail-tooltip.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { apiErrorText } from '../../../lib/api-client.ts';
import { PROJECT_DOT_CLASSES } from '../../../lib/project-colors.ts';
import type { SidebarPlace } from '../../../lib/sidebar-slots.ts';
import { updateProject } from '../api.ts';
import { projectMessages } from '../messages.ts';
import { type TaskPlace, useTaskDropTarget } from '../use-task-drop.ts';
import { ProjectMenu } from './project-menu.tsx';

/** My Tasks filtered to a project, or to the Inbox. */
export const projectPath = (id: string | null) => `/my-tasks?project=${id ?? 'inbox'}`;

/** What dnd-kit's sortable gives a row, once the side bar's drag and drop has loaded. */
export interface SortableParts {
  setNodeRef: (node: HTMLElement | null) => void;
  style: CSSProperties;
  isDragging: boolean;
  handleRef: Ref<HTMLButtonElement>;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

type Place = Pick<SidebarPlace, 'collapsed' | 'replaceHistory' | 'onNavigate'>;

/** Hover and focus show a control for a mouse; a finger always sees it. */
const REVEAL =
  'opacity-0 group-hover/row:opacity-100 group-focus-within/row:opacity-100 ' +
  'focus-visible:opacity-100 pointer-coarse:opacity-100';

function Dot({ color, className }: { color: ProjectColor; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx('shrink-0 rounded-full', PROJECT_DOT_CLASSES[color], className)}
    />
  );
}

/** A link of the section: a place's icon, name and open count, and a target for a task. */
function PlaceLink({
  to,
  name,
  count,
  icon,
  current,
  place,
  target,
  onDoubleClick,
  linkRef,
}: {
  to: string;
  name: string;
  count: number | undefined;
  icon: ReactNode;
  current: boolean;
  place: Place;
  target: TaskPlace;
  onDoubleClick?: () => void;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  const { collapsed } = place;
  const tooltip = useRailTooltip(collapsed);
  const [element, setElement] = useState<HTMLAnchorElement | null>(null);
  const drop = useTaskDropTarget(element, target);
  // Heard after the name: 'Work (3 open tasks)'.
  const countText = count === undefined ? '' : ` (${projectMessages.openCount(count)})`;

  return (
    <Link
      ref={(node) => {
        setElement(node);
        if (typeof linkRef === 'function') linkRef(node);
        else if (linkRef) linkRef.current = node;
      }}
      to={to}
      replace={place.replaceHistory}
      onClick={place.onNavigate}
      onDoubleClick={onDoubleClick}
      aria-current={current ? 'page' : undefined}
      {...tooltip.triggerProps}
      className={clsx(
        'relative flex h-9 min-w-0 flex-1 items-center gap-2.5 rounded-lg text-sm transition-colors',
        collapsed ? 'justify-center px-0' : 'pr-1.5 pl-2',
        current
          ? 'bg-brand-50 font-medium text-brand-700'
          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        drop.dragging && 'outline-1 outline-dashed outline-slate-300',
        drop.over && 'bg-brand-100 text-brand-800 outline-2 outline-solid outline-brand-600',
      )}
    >
      {icon}
      {collapsed ? (
        tooltip.label(`${name}${countText}`)
      ) : (
        <>
          <span className="min-w-0 flex-1 truncate">
            {name}
            <span className="sr-only">{countText}</span>
          </span>
          {count !== undefined && (
            <span aria-hidden="true" className="shrink-0 text-xs text-slate-500 tabular-nums">
              {count}
            </span>
          )}
        </>
      )}
    </Link>
  );
}

const rowClasses = (collapsed: boolean) =>
  clsx('group/row relative flex items-center', collapsed ? 'justify-center' : 'gap-0.5');

/** The Inbox: tasks without a project. */
export function InboxRow({
  count,
  current,
  place,
}: {
  count: number | undefined;
  current: boolean;
  place: Place;
}) {
  return (
    <li className={rowClasses(place.collapsed)}>
      {!place.collapsed && <span className="w-6 shrink-0" />}
      <PlaceLink
        to={projectPath(null)}
        name={projectMessages.inbox}
        count={count}
        current={current}
        place={place}
        target={{ id: null, name: projectMessages.inbox }}
        icon={
          <Inbox
            className={clsx(
              'shrink-0',
              place.collapsed ? 'size-5' : 'size-4',
              current ? 'text-brand-600' : 'text-slate-500',
            )}
            aria-hidden="true"
          />
        }
      />
      {!place.collapsed && <span className="size-7 shrink-0" />}
    </li>
  );
}

/** The name in place of the link while it is renamed: Enter saves, Escape cancels. */
function RenameField({
  project,
  onDone,
}: {
  project: Project;
  onDone: (how: 'saved' | 'cancelled' | 'left') => void;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(project.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  async function save(how: 'saved' | 'left') {
    if (saving) return;
    const name = tidyName(value);
    if (name === project.name) return onDone(how);
    if (name === '') {
      setError(projectMessages.nameRequired);
      return;
    }
    setSaving(true);
    try {
      await updateProject(queryClient, project.id, { name });
      onDone(how);
    } catch (failure) {
      setError(apiErrorText(failure, projectMessages.notRenamed));
      setSaving(false);
      input.current?.focus();
    }
  }

  return (
    <div className="min-w-0 flex-1 py-0.5">
      <input
        ref={input}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save('saved');
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onDone('cancelled');
          }
        }}
        onBlur={() => {
          if (!error) void save('left');
        }}
        readOnly={saving}
        aria-label="Project name"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'h-8 w-full rounded-md border bg-white px-2 text-sm text-slate-900',
          'focus-visible:outline-2 focus-visible:outline-offset-0',
          error
            ? 'border-red-600 focus-visible:outline-red-600'
            : 'border-slate-300 focus-visible:outline-brand-600',
        )}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A project of the side bar: its link, and, in the wide side bar, its handle and menu. */
export function ProjectRow({
  project,
  current,
  place,
  sortable,
  onDelete,
}: {
  project: Project;
  current: boolean;
  place: Place;
  /** Without it (while the drag and drop loads), the handle does nothing yet. */
  sortable?: SortableParts;
  onDelete: (project: Project) => void;
}) {
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const link = useRef<HTMLAnchorElement | null>(null);
  const { collapsed } = place;

  async function changeColor(color: ProjectColor) {
    if (color === project.color) return;
    try {
      await updateProject(queryClient, project.id, { color });
    } catch (error) {
      toast({
        title: projectMessages.notRecolored,
        description: apiErrorText(error, projectMessages.tryAgain),
        variant: 'error',
      });
    }
  }

  return (
    <li
      ref={sortable?.setNodeRef}
      style={sortable?.style}
      className={clsx(
        rowClasses(collapsed),
        'rounded-lg',
        sortable?.isDragging && 'z-10 bg-white shadow-lg ring-1 ring-slate-200',
      )}
    >
      {!collapsed && (
        <button
          ref={sortable?.handleRef}
          type="button"
          {...sortable?.attributes}
          {...sortable?.listeners}
          aria-label={projectMessages.reorderLabel(project.name)}
          className={clsx(
            'inline-flex h-9 w-6 shrink-0 cursor-grab touch-manipulation items-center',
            'justify-center rounded-md text-slate-400 hover:text-slate-700',
            'active:cursor-grabbing',
            sortable?.isDragging ? 'opacity-100' : REVEAL,
          )}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
      )}
      {renaming ? (
        <RenameField
          project={project}
          onDone={(how) => {
            setRenaming(false);
            if (how !== 'left') requestAnimationFrame(() => link.current?.focus());
          }}
        />
      ) : (
        <PlaceLink
          to={projectPath(project.id)}
          name={project.name}
          count={project.openCount}
          current={current}
          place={place}
          target={{ id: project.id, name: project.name }}
          linkRef={link}
          onDoubleClick={collapsed ? undefined : () => setRenaming(true)}
          icon={<Dot color={project.color} className={collapsed ? 'size-3.5' : 'size-2.5'} />}
        />
      )}
      {!collapsed && !renaming && (
        <ProjectMenu
          project={project}
          className={REVEAL}
          onRename={() => setRenaming(true)}
          onColor={(color) => void changeColor(color)}
          onDelete={() => onDelete(project)}
        />
      )}
      {renaming && <span className="size-7 shrink-0" />}
    </li>
  );
}
