import { lazySchemas } from './lazy-schemas.ts';

// The contracts of src/shared as the pages use them: each loads on first use, after the page
// (lazy-schemas.ts). A module that needs one only after it has loaded, such as a dialog, may
// import it directly.

export const accountSchemas = lazySchemas(() => import('../../shared/account.schemas.ts'));
export const accountabilitySchemas = lazySchemas(
  () => import('../../shared/accountability.schemas.ts'),
);
export const calendarFeedSchemas = lazySchemas(
  () => import('../../shared/calendar-feed.schemas.ts'),
);
export const moderationSchemas = lazySchemas(() => import('../../shared/moderation.schemas.ts'));
export const billingSchemas = lazySchemas(() => import('../../shared/billing.schemas.ts'));
export const focusSchemas = lazySchemas(() => import('../../shared/focus.schemas.ts'));
export const insightsSchemas = lazySchemas(() => import('../../shared/insights.schemas.ts'));
export const projectsSchemas = lazySchemas(() => import('../../shared/projects.schemas.ts'));
export const remindersSchemas = lazySchemas(() => import('../../shared/reminders.schemas.ts'));
export const subscriptionSchemas = lazySchemas(
  () => import('../../shared/subscription.schemas.ts'),
);
export const taskListSchemas = lazySchemas(() => import('../../shared/task-list.schemas.ts'));
export const tasksSchemas = lazySchemas(() => import('../../shared/tasks.schemas.ts'));
