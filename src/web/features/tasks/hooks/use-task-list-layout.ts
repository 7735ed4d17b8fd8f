import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useWidthClass } from '../../../lib/use-width-class.ts';
import { LAYOUT_FALLBACK_QUERY, type TaskListLayout, taskListLayout } from '../task-layout.ts';

/**
 * A task list's layout, a table or cards, by the width its section has: `bodyRef` goes on the
 * section's body. Until it is measured, the window's width decides.
 */
export function useTaskListLayout() {
  const windowWide = useMediaQuery(LAYOUT_FALLBACK_QUERY, true);
  const [bodyRef, layout] = useWidthClass<HTMLDivElement, TaskListLayout>(
    taskListLayout,
    windowWide ? 'table' : 'cards',
  );
  return { bodyRef, layout };
}
