import { type ComponentType, Fragment, memo, type ReactNode, use, useMemo, useState } from 'react';
import type { TaskListItem } from '../../../../shared/task-list.schemas.ts';
import { useVirtualRows } from '../hooks/use-virtual-rows.ts';
import type { TaskListLayout } from '../task-layout.ts';
import { taskRowView } from '../task-row-view.ts';
import type { TaskRowActions } from './row-controls.tsx';
import { RestingRow, type SortingRowProps } from './row-sorting.ts';
import { TaskCard } from './task-card.tsx';
import { loadTaskSorting } from './task-sorting.ts';
import { TableSpace, TaskTable } from './task-table.tsx';
import { TaskTableRow } from './task-table-row.tsx';

export interface TaskListProps extends TaskRowActions {
  /** The tasks shown, in order: all of them, or those a search or filter lets through. */
  tasks: TaskListItem[];
  layout: TaskListLayout;
  selectedId: string | null;
  /** A drag ended with task `fromId` dropped on task `toId`'s place; without it, no reorder. */
  onMove?: (fromId: string, toId: string) => void;
  /** Names a list that keeps its own order (Today's, by time), for a screen reader. */
  label?: string;
  /** Whether any task (shown or not) has a session running: only one may run at a time. */
  sessionRunning: boolean;
}

/** A row's height before it is measured: a one-line table row, a card with a one-line title. */
const ROW_ESTIMATE = { table: 78, cards: 170 } as const;
/** The space between two cards (the table's rows touch). */
const CARD_GAP = 12;

/**
 * A task list: a table when wide, cards when narrow. Only the rows on screen and a few more are
 * rendered, however long the list (the one being dragged stays while it is carried away), and a
 * row a link opens is scrolled to. Mouse, touch and keyboard drags, once drag and drop has
 * loaded (the list suspends until then).
 */
export function TaskList({
  tasks,
  layout,
  selectedId,
  onMove,
  label,
  sessionRunning,
  ...actions
}: TaskListProps) {
  // Always asked, the same way on every render: React replays a render that waited for it and
  // needs the same calls then. Once loaded it answers at once.
  const sorting = use(loadTaskSorting());
  const [dragging, setDragging] = useState<string | null>(null);
  const keys = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const cards = layout === 'cards';
  const { listRef, rows, spaceAfter, measureRef } = useVirtualRows<HTMLElement>({
    keys,
    estimate: ROW_ESTIMATE[layout],
    gap: cards ? CARD_GAP : 0,
    keep: dragging,
    reveal: selectedId,
  });

  const fixedOrder = onMove === undefined;
  const SortingRow = sorting?.SortableRow ?? RestingRow;

  const rendered = rows.map(({ index, key, spaceBefore }) => {
    const task = tasks[index];
    if (!task) return null;
    return (
      <ListRow
        key={key}
        task={task}
        sessionRunning={sessionRunning}
        selected={task.id === selectedId}
        fixedOrder={fixedOrder}
        cards={cards}
        index={index}
        count={tasks.length}
        spaceBefore={spaceBefore}
        SortingRow={SortingRow}
        measureRef={measureRef}
        onSelect={actions.onSelect}
        onToggleComplete={actions.onToggleComplete}
        onDelete={actions.onDelete}
        onStart={actions.onStart}
      />
    );
  });

  // Drag and drop's context holds its live region for screen readers: it goes around the list.
  const sortable = (list: ReactNode) =>
    sorting ? (
      <sorting.SortableRows tasks={tasks} onMove={onMove} onDragging={setDragging}>
        {list}
      </sorting.SortableRows>
    ) : (
      list
    );

  return sortable(
    cards ? (
      <ul
        ref={listRef}
        aria-label={label ?? 'Tasks'}
        className="flex flex-col"
        style={{ paddingBottom: spaceAfter }}
      >
        {rendered}
      </ul>
    ) : (
      <TaskTable label={label} bodyRef={listRef} rowCount={tasks.length}>
        {rendered}
        <TableSpace height={spaceAfter} />
      </TaskTable>
    ),
  );
}

interface ListRowProps extends TaskRowActions {
  task: TaskListItem;
  sessionRunning: boolean;
  selected: boolean;
  fixedOrder: boolean;
  cards: boolean;
  index: number;
  count: number;
  spaceBefore: number;
  SortingRow: ComponentType<SortingRowProps>;
  measureRef: (node: Element | null) => void;
}

// Drag and drop renders every row again as rows come and go; a row whose parts are the same
// renders nothing again.
const KeptCard = memo(TaskCard);
const KeptTableRow = memo(TaskTableRow);

/**
 * One row of the list, as a card or a table row. Scrolling renders the list again on every
 * frame; a row whose task, place and state have not changed is kept as it is, so a frame costs
 * the rows coming into view and not every row on screen.
 */
const ListRow = memo(function ListRow({
  task,
  sessionRunning,
  selected,
  fixedOrder,
  cards,
  index,
  count,
  spaceBefore,
  SortingRow,
  measureRef,
  ...actions
}: ListRowProps) {
  const view = useMemo(() => taskRowView(task, sessionRunning), [task, sessionRunning]);
  const placement = useMemo(() => ({ index, count, spaceBefore }), [index, count, spaceBefore]);
  return (
    <SortingRow task={task} disabled={view.temporary || fixedOrder} measureRef={measureRef}>
      {(sorting) => {
        const props = { task, view, selected, fixedOrder, sorting, placement, ...actions };
        return cards ? (
          <KeptCard {...props} />
        ) : (
          <Fragment>
            <TableSpace height={spaceBefore} />
            <KeptTableRow {...props} />
          </Fragment>
        );
      }}
    </SortingRow>
  );
});
