import type { Project } from '../../../../shared/projects.schemas.ts';
import type { SidebarPlace } from '../../../lib/sidebar-slots.ts';
import { projectMessages } from '../messages.ts';
import { InboxRow, ProjectRow, type SortableParts } from './project-row.tsx';

export interface ProjectListProps {
  projects: readonly Project[] | undefined;
  inboxCount: number | undefined;
  /** The project (or 'inbox') My Tasks shows now, if any. */
  currentId: string | null;
  place: Pick<SidebarPlace, 'collapsed' | 'replaceHistory' | 'onNavigate'>;
  onDelete: (project: Project) => void;
  /** A drag ended with project `fromId` dropped on project `toId`'s place. */
  onReorder: (fromId: string, toId: string) => void;
}

export const LIST_CLASSES = 'flex flex-col gap-0.5';

/** The list's rows, each with its sortable parts once the drag and drop has loaded. */
export function ProjectRows({
  projects,
  inboxCount,
  currentId,
  place,
  onDelete,
  Row = ProjectRow,
}: ProjectListProps & {
  Row?: (props: Parameters<typeof ProjectRow>[0] & { sortable?: SortableParts }) => React.ReactNode;
}) {
  return (
    <>
      <InboxRow count={inboxCount} current={currentId === 'inbox'} place={place} />
      {projects?.map((project) => (
        <Row
          key={project.id}
          project={project}
          current={currentId === project.id}
          place={place}
          onDelete={onDelete}
        />
      ))}
    </>
  );
}

/** The list as it first shows, while the side bar's drag and drop loads. */
export function ProjectList(props: ProjectListProps) {
  return (
    <ul aria-label={projectMessages.heading} className={LIST_CLASSES}>
      <ProjectRows {...props} />
    </ul>
  );
}
