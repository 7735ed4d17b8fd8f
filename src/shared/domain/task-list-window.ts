/**
 * What My Tasks loads at once. The list holds every open task and the most recently completed
 * ones; older completed tasks come a page at a time, on request, so a user with thousands of
 * finished tasks still gets the list quickly.
 */
export const RECENT_COMPLETED_TASKS = 20;

/** Older completed tasks per page, newest completion first. */
export const COMPLETED_PAGE_SIZE = 50;
