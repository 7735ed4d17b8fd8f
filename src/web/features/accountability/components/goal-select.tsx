import { Select } from '../../../components/ui/select.tsx';

export interface GoalOption {
  id: string;
  title: string;
}

export interface GoalSelectProps {
  tasks: readonly GoalOption[];
  value: string | null;
  onChange: (taskId: string | null) => void;
  disabled?: boolean;
}

/** The task the user means to work on in the call; their partner sees it. Optional. */
export function GoalSelect({ tasks, value, onChange, disabled }: GoalSelectProps) {
  return (
    <Select
      label="Goal for this call (optional)"
      hint="Your partner sees the task you pick, and a shared focus block starts a session on it."
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">No particular task</option>
      {tasks.map((task) => (
        <option key={task.id} value={task.id}>
          {task.title}
        </option>
      ))}
    </Select>
  );
}
