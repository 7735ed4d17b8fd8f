import { createHash } from 'node:crypto';
import { z } from 'zod';
import { taskListSchema } from '../../../shared/task-list.schemas.ts';

/** The answer's form: a release that sends the list otherwise never matches an older tag. */
const LIST_FORMAT = createHash('sha256')
  .update(JSON.stringify(z.toJSONSchema(taskListSchema)))
  .digest('base64url')
  .slice(0, 10);

/**
 * The ETag of My Tasks, known before the list is read: whose list, how many writes it has seen
 * (see task-list-versions.table.ts) and its form. Weak, as the answer is sent compressed too.
 */
export const taskListEtag = (userId: string, version: number) =>
  `W/"${userId}.${version}.${LIST_FORMAT}"`;
