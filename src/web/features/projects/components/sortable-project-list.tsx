import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo } from 'react';
import type { Project } from '../../../../shared/projects.schemas.ts';
import { projectMessages } from '../messages.ts';
import { LIST_CLASSES, type ProjectListProps, ProjectRows } from './project-list.tsx';
import { ProjectRow } from './project-row.tsx';

// Projects move up and down only.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** What a screen reader hears while a project is moved. One object per list. */
function projectAnnouncements(projects: readonly Project[]): Announcements {
  const name = (id: string | number) =>
    projects.find((project) => project.id === id)?.name ?? 'the project';
  const place = (id: string | number) =>
    `position ${projects.findIndex((project) => project.id === id) + 1} of ${projects.length}`;
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `Picked up project ${name(active.id)}, at ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved && over.id === active.id)) return undefined;
      moved = true;
      return `Project ${name(active.id)} moved to ${place(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Project ${name(active.id)} dropped at ${place(over.id)}.`
        : `Project ${name(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. Project ${name(active.id)} is back at ${place(active.id)}.`,
  };
}

function SortableProjectRow(props: Parameters<typeof ProjectRow>[0]) {
  const sortable = useSortable({ id: props.project.id, disabled: props.place.collapsed });
  return (
    <ProjectRow
      {...props}
      sortable={{
        setNodeRef: sortable.setNodeRef,
        style: {
          transform: CSS.Translate.toString(sortable.transform),
          transition: sortable.transition,
        },
        isDragging: sortable.isDragging,
        handleRef: sortable.setActivatorNodeRef,
        attributes: sortable.attributes,
        listeners: sortable.listeners,
      }}
    />
  );
}

/** The side bar's projects, sorted by mouse, touch and keyboard through their handles. */
export function SortableProjectList(props: ProjectListProps & { announcer?: HTMLElement }) {
  const { projects = [], onReorder, announcer } = props;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(() => projectAnnouncements(projects), [projects]);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(String(active.id), String(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        container: announcer,
        screenReaderInstructions: { draggable: projectMessages.reorderInstructions },
      }}
    >
      <SortableContext
        items={projects.map((project) => project.id)}
        strategy={verticalListSortingStrategy}
      >
        <ul aria-label={projectMessages.heading} className={LIST_CLASSES}>
          <ProjectRows {...props} Row={SortableProjectRow} />
        </ul>
      </SortableContext>
    </DndContext>
  );
}
