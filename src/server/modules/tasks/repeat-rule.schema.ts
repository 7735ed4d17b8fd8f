import { checkRepeatRule } from '../../../shared/domain/repeat-rule.ts';
import {
  createTaskSchema,
  repeatRuleText,
  repeatSchemaOf,
  updateTaskSchema,
} from '../../../shared/tasks.schemas.ts';
import { z } from '../../../shared/zod.ts';

/** A repeat rule the server stores: one a task may have, written the one way it is stored. */
const checkedRepeatRule = z.pipe(
  repeatRuleText,
  z.transform((value, context) => {
    const checked = checkRepeatRule(value);
    if (checked.ok) return checked.rule;
    context.issues.push({ code: 'custom', message: checked.reason, input: value });
    return z.NEVER;
  }),
);

const checkedRepeat = z.optional(repeatSchemaOf(checkedRepeatRule));

/** POST /api/tasks as the server reads it: the contract, with its repeat rule checked. */
export const createTaskBodySchema = z.extend(createTaskSchema, { repeat: checkedRepeat });

/** PATCH /api/tasks/:id as the server reads it: the contract, with its repeat rule checked. */
export const updateTaskBodySchema = z.extend(updateTaskSchema, { repeat: checkedRepeat });
