import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Project, Projects } from '../../../../shared/projects.schemas.ts';
import { useRailTooltip } from '../../../components/ui/rail-tooltip.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { apiErrorText } from '../../../lib/api-client.ts';
import { useProjects } from '../../../lib/projects.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { SidebarPlace } from '../../../lib/sidebar-slots.ts';
import { moveProject, refreshProjects } from '../api.ts';
import { projectMessages } from '../messages.ts';
import { AddProjectDialog } from './add-project-dialog.tsx';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';
import { ProjectList, type ProjectListProps } from './project-list.tsx';

/** The drag and drop (dnd-kit) loads after the side bar shows; the plain list shows until then. */
const SortableProjectList = lazy(async () => ({
  default: (await import('./sortable-project-list.tsx')).SortableProjectList,
}));

/** `project` moved next to `to`, the others in their order. */
function reordered(projects: readonly Project[], fromId: string, toId: string): Project[] {
  const from = projects.findIndex((project) => project.id === fromId);
  const to = projects.findIndex((project) => project.id === toId);
  if (from < 0 || to < 0) return [...projects];
  const next = [...projects];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as Project);
  return next;
}

/** Moves a project, at once in the side bar, then on the server; puts it back on failure. */
function useReorder() {
  const queryClient = useQueryClient();
  return async (fromId: string, toId: string) => {
    await queryClient.cancelQueries({ queryKey: queryKeys.projects });
    const before = queryClient.getQueryData<Projects>(queryKeys.projects);
    if (!before) return;
    const from = before.projects.findIndex((project) => project.id === fromId);
    const to = before.projects.findIndex((project) => project.id === toId);
    if (from < 0 || to < 0) return;
    queryClient.setQueryData<Projects>(queryKeys.projects, {
      ...before,
      projects: reordered(before.projects, fromId, toId),
    });
    try {
      await moveProject(fromId, from < to ? { after: toId } : { before: toId });
    } catch (error) {
      // Only the order goes back: names and counts may have changed since.
      queryClient.setQueryData<Projects>(queryKeys.projects, (now) => {
        if (!now) return now;
        const order = before.projects.map((project) => project.id);
        const rank = (project: Project) => {
          const at = order.indexOf(project.id);
          return at < 0 ? order.length : at;
        };
        return { ...now, projects: [...now.projects].sort((a, b) => rank(a) - rank(b)) };
      });
      toast({
        title: projectMessages.notMoved,
        description: apiErrorText(error, projectMessages.tryAgain),
        variant: 'error',
      });
    } finally {
      refreshProjects(queryClient);
    }
  };
}

function AddButton({ collapsed, onClick }: { collapsed: boolean; onClick: () => void }) {
  const tooltip = useRailTooltip(collapsed);
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={collapsed ? undefined : projectMessages.addProject}
      {...tooltip.triggerProps}
      className={clsx(
        'inline-flex items-center justify-center rounded-lg text-slate-500 transition-colors',
        'hover:bg-slate-100 hover:text-slate-900',
        collapsed ? 'h-9 w-full' : 'size-7',
      )}
    >
      <Plus className={collapsed ? 'size-5' : 'size-4'} aria-hidden="true" />
      {collapsed && tooltip.label(projectMessages.addProject)}
    </button>
  );
}

/**
 * The side bar's Projects: the Inbox and each project with its open tasks counted, each a link
 * to My Tasks filtered to it; add, rename, recolour, reorder and delete them; drop a task of the
 * list on one to move it there.
 */
export function ProjectsSection({ place }: { place: SidebarPlace }) {
  const projects = useProjects();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const reorder = useReorder();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const { collapsed } = place;

  const currentId = pathname === '/my-tasks' ? new URLSearchParams(search).get('project') : null;

  const listProps: ProjectListProps = {
    projects: projects.data?.projects,
    inboxCount: projects.data?.inboxOpenCount,
    currentId,
    place,
    onDelete: setDeleting,
    onReorder: (fromId, toId) => void reorder(fromId, toId),
  };

  return (
    <div>
      {collapsed ? (
        <hr className="mx-2 mb-2 border-slate-200" />
      ) : (
        <div className="mb-1 flex items-center justify-between gap-2 pr-0.5 pl-3">
          <p
            aria-hidden="true"
            className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            {projectMessages.heading}
          </p>
          <AddButton collapsed={false} onClick={() => setAdding(true)} />
        </div>
      )}
      <Suspense fallback={<ProjectList {...listProps} />}>
        <SortableProjectList {...listProps} announcer={place.element} />
      </Suspense>
      {projects.isError && !projects.data && (
        <p className={clsx('mt-1 text-xs text-red-700', collapsed ? 'sr-only' : 'px-3')}>
          {projectMessages.loadFailed}
        </p>
      )}
      {collapsed && (
        <div className="mt-0.5">
          <AddButton collapsed onClick={() => setAdding(true)} />
        </div>
      )}
      <AddProjectDialog open={adding} onOpenChange={setAdding} />
      <DeleteProjectDialog
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(project) => {
          if (currentId === project.id) void navigate('/my-tasks', { replace: true });
        }}
      />
    </div>
  );
}
