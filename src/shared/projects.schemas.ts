import {
  LABEL_NAME_MAX_LENGTH,
  LABEL_NAME_PATTERN,
  PROJECT_COLORS,
  PROJECT_DELETE_MODES,
  PROJECT_NAME_MAX_LENGTH,
  tidyName,
} from './domain/projects.ts';
import { z } from './zod.ts';

const color = z.enum(PROJECT_COLORS, {
  error: `color must be one of ${PROJECT_COLORS.join(', ')}`,
});

const projectName = z.pipe(
  z
    .string('name must be a text')
    .check(
      z.trim(),
      z.minLength(1, 'name must not be empty'),
      z.maxLength(
        PROJECT_NAME_MAX_LENGTH,
        `A project name is at most ${PROJECT_NAME_MAX_LENGTH} characters long.`,
      ),
    ),
  z.transform(tidyName),
);

const labelName = z
  .string('name must be a text')
  .check(
    z.trim(),
    z.minLength(1, 'name must not be empty'),
    z.maxLength(
      LABEL_NAME_MAX_LENGTH,
      `A label name is at most ${LABEL_NAME_MAX_LENGTH} characters long.`,
    ),
    z.regex(LABEL_NAME_PATTERN, 'A label name is one word: letters, digits, - and _.'),
  );

export const projectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color,
  /** Its place in the side bar: a key between its neighbours' (domain/task-order). */
  position: z.string(),
  /** Its tasks not completed. */
  openCount: z.int(),
});
export type Project = z.infer<typeof projectSchema>;

export const labelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color,
  /** Tasks not completed that carry it. */
  openCount: z.int(),
});
export type Label = z.infer<typeof labelSchema>;

/** GET /api/projects: the side bar, in order, with the Inbox's count. */
export const projectsSchema = z.object({
  projects: z.array(projectSchema),
  inboxOpenCount: z.int(),
});
export type Projects = z.infer<typeof projectsSchema>;

/** GET /api/labels, by name. */
export const labelsSchema = z.object({ labels: z.array(labelSchema) });

/** POST /api/projects: a new project, last in the side bar. */
export const createProjectSchema = z.strictObject({
  name: projectName,
  color: z.optional(color),
});

/** PATCH /api/projects/:id */
export const updateProjectSchema = z.strictObject({
  name: z.optional(projectName),
  color: z.optional(color),
});

/** PUT /api/projects/:id/position: next to another project. */
export const moveProjectSchema = z.union(
  [z.strictObject({ before: z.uuid() }), z.strictObject({ after: z.uuid() })],
  { error: 'give either before or after: the id of the project to place this one next to' },
);

/** DELETE /api/projects/:id?tasks=inbox|delete */
export const deleteProjectQuerySchema = z.object({
  tasks: z.enum(PROJECT_DELETE_MODES, {
    error: `tasks must be ${PROJECT_DELETE_MODES.join(' or ')}: what becomes of the project's tasks`,
  }),
});

export const projectIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a project id (a UUID)' }),
});

/** POST /api/labels */
export const createLabelSchema = z.strictObject({
  name: labelName,
  color: z.optional(color),
});

/** PATCH /api/labels/:id */
export const updateLabelSchema = z.strictObject({
  name: z.optional(labelName),
  color: z.optional(color),
});

export const labelIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a label id (a UUID)' }),
});
