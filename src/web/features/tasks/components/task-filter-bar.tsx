import { clsx } from 'clsx';
import { ListFilter, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { PRIORITIES } from '../../../../shared/domain/priority.ts';
import { INBOX_NAME } from '../../../../shared/domain/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import {
  DUE_FILTER_LABELS,
  DUE_FILTERS,
  INBOX_FILTER,
  isDueFilter,
  isPriorityFilter,
  NO_FILTERS,
  type TaskFilters,
} from '../task-filters.ts';
import { useTaskPlaces } from './task-places.tsx';

export interface TaskFilterBarProps {
  filters: TaskFilters;
  onChange: (filters: TaskFilters) => void;
  /** Narrow: the due, priority and completed filters fold behind a Filters button. */
  compact: boolean;
}

/** How many of the filters behind the Filters button are on. */
function activeCount(filters: TaskFilters): number {
  return [
    filters.due !== NO_FILTERS.due,
    filters.priority !== NO_FILTERS.priority,
    filters.project !== NO_FILTERS.project,
    filters.label !== NO_FILTERS.label,
    filters.hideCompleted,
  ].filter(Boolean).length;
}

/**
 * Search and filters of My Tasks: the words, the project, the label, the due date, the priority,
 * hide completed.
 */
export function TaskFilterBar({ filters, onChange, compact }: TaskFilterBarProps) {
  const { projects, labels } = useTaskPlaces();
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const set = (changes: Partial<TaskFilters>) => onChange({ ...filters, ...changes });
  const active = activeCount(filters);
  const showPanel = !compact || expanded;

  return (
    <search aria-label="Search and filter tasks" className="flex flex-wrap items-center gap-2">
      <div className={clsx('relative min-w-0', compact ? 'flex-[1_1_8rem]' : 'flex-[1_1_14rem]')}>
        <Search
          className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
          aria-hidden="true"
        />
        <Input
          label="Search tasks"
          hideLabel
          type="search"
          name="task-search"
          autoComplete="off"
          placeholder="Search tasks"
          value={filters.text}
          onChange={(event) => set({ text: event.target.value })}
          className="[&_input]:pl-9"
        />
      </div>
      {compact && (
        <Button
          variant="secondary"
          icon={<ListFilter aria-hidden="true" />}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          Filters
          {active > 0 && (
            <span className="rounded-full bg-fill-brand px-1.5 text-xs font-semibold text-on-fill">
              {active}
              <span className="sr-only"> on</span>
            </span>
          )}
        </Button>
      )}
      <div
        id={panelId}
        hidden={!showPanel}
        className={clsx(
          'flex-wrap items-center gap-x-3 gap-y-2',
          showPanel && 'flex',
          compact && 'w-full',
        )}
      >
        {((projects && projects.length > 0) || filters.project !== '') && (
          <Select
            label="Project"
            hideLabel
            name="project-filter"
            value={filters.project}
            onChange={(event) => set({ project: event.target.value })}
            className="min-w-0 flex-[1_1_8rem]"
          >
            <option value="">Any project</option>
            <option value={INBOX_FILTER}>{INBOX_NAME}</option>
            {projects?.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
            {/* A project gone (or not loaded yet) still names the filter the address asks for. */}
            {filters.project !== '' &&
              filters.project !== INBOX_FILTER &&
              !projects?.some((project) => project.id === filters.project) && (
                <option value={filters.project}>Unknown project</option>
              )}
          </Select>
        )}
        {((labels && labels.length > 0) || filters.label !== '') && (
          <Select
            label="Label"
            hideLabel
            name="label-filter"
            value={filters.label}
            onChange={(event) => set({ label: event.target.value })}
            className="min-w-0 flex-[1_1_8rem]"
          >
            <option value="">Any label</option>
            {labels?.map((label) => (
              <option key={label.id} value={label.id}>
                @{label.name}
              </option>
            ))}
            {filters.label !== '' && !labels?.some((label) => label.id === filters.label) && (
              <option value={filters.label}>Unknown label</option>
            )}
          </Select>
        )}
        <Select
          label="Due date"
          hideLabel
          name="due-filter"
          value={filters.due}
          onChange={(event) => {
            if (isDueFilter(event.target.value)) set({ due: event.target.value });
          }}
          className="min-w-0 flex-[1_1_10rem]"
        >
          {DUE_FILTERS.map((due) => (
            <option key={due} value={due}>
              {DUE_FILTER_LABELS[due]}
            </option>
          ))}
        </Select>
        <Select
          label="Priority"
          hideLabel
          name="priority-filter"
          value={filters.priority}
          onChange={(event) => {
            if (isPriorityFilter(event.target.value)) set({ priority: event.target.value });
          }}
          className="min-w-0 flex-[1_1_8rem]"
        >
          <option value="any">Any priority</option>
          {[...PRIORITIES].reverse().map((priority) => (
            <option key={priority} value={priority}>
              {priority} priority
            </option>
          ))}
        </Select>
        <Checkbox
          label="Hide completed"
          checked={filters.hideCompleted}
          onChange={(event) => set({ hideCompleted: event.target.checked })}
          className="shrink-0 whitespace-nowrap"
        />
      </div>
    </search>
  );
}
