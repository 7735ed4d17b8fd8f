// Apart from the task schemas: the forms word this rule before zod has loaded.

export const TASK_TITLE_EMPTY = 'Task title cannot be empty.';
export const TASK_TITLE_MAX_LENGTH = 500;
