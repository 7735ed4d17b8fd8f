import type { Task } from './tasks.schemas.ts';
import type { z } from './zod.ts';

/**
 * The task fields a row of My Tasks carries, told once: the list's types, its wire schema (and so
 * the server's compiled serializer) and the conversions between memory and wire are all derived
 * from TASK_LIST_FIELDS, so a field the row gains is one entry here, and the type checker then
 * asks for whatever else must name it (the database column it is read from, its wire schema in
 * task-list.schemas.ts, the `Task` field it mirrors). The row's sessions are not a task field
 * and stay beside it. Free of zod, which the pages load only after they show: the conversions
 * run on every list the page keeps.
 */

/** What a list field left out of the wire stands for: no items. */
export const NO_ITEMS: readonly never[] = Object.freeze([]);

/** What a field left out of the wire stands for. */
type Absent = null | false | 0 | typeof NO_ITEMS;

/**
 * When a field of type `T` may be left out of the wire. A nullable field is left out only when
 * null, so that a flag set to false still says something; a list when it has no items; a boolean
 * may be left out when false and a number when 0; any other field is always sent.
 */
type AbsenceOf<T> = null extends T
  ? { readonly absentMeans: null }
  : T extends readonly unknown[]
    ? { readonly absentMeans: typeof NO_ITEMS }
    : { readonly absentMeans?: (false extends T ? false : never) | (0 extends T ? 0 : never) };

type FieldOf<K extends keyof Task> = {
  /** The name in memory: the `Task` field it mirrors. */
  readonly name: K;
  /** The name on the wire, shorter where the `Task` name is long. */
  readonly wire: string;
} & AbsenceOf<Task[K]>;

type AnyField = { [K in keyof Task]: FieldOf<K> }[keyof Task];

/** In the order of the wire schema's properties and of a row's keys. */
export const TASK_LIST_FIELDS = [
  { name: 'id', wire: 'id' },
  { name: 'title', wire: 'title' },
  { name: 'dueDate', wire: 'dueDate', absentMeans: null },
  { name: 'updatedAt', wire: 'updatedAt' },
  { name: 'completed', wire: 'completed', absentMeans: false },
  { name: 'originalEstimatedDuration', wire: 'minutes' },
  { name: 'aiStatus', wire: 'aiStatus' },
  { name: 'aiPredictedPriority', wire: 'aiPriority', absentMeans: null },
  // The AI summary's first words, as the row shows them.
  { name: 'aiTaskSummary', wire: 'aiSummary', absentMeans: null },
  { name: 'aiPredictedUrgency', wire: 'aiUrgency', absentMeans: null },
  { name: 'userOverriddenPriority', wire: 'priority', absentMeans: null },
  { name: 'isImportant', wire: 'important', absentMeans: null },
  { name: 'isUrgent', wire: 'urgent', absentMeans: null },
  { name: 'totalPomodorosPlanned', wire: 'sessionCount' },
  { name: 'pomodorosCompletedCount', wire: 'sessionsDone', absentMeans: 0 },
  { name: 'focusTimeCompletedMinutes', wire: 'focusMinutes', absentMeans: 0 },
  { name: 'position', wire: 'position' },
  { name: 'repeatRule', wire: 'repeat', absentMeans: null },
  { name: 'repeatAfterCompletion', wire: 'repeatAfter', absentMeans: false },
  { name: 'projectId', wire: 'project', absentMeans: null },
  { name: 'labelIds', wire: 'labels', absentMeans: NO_ITEMS },
] as const satisfies readonly AnyField[];

type Field = (typeof TASK_LIST_FIELDS)[number];

export type TaskListFieldName = Field['name'];
export type TaskListFieldWireName = Field['wire'];

/** A row's task fields in memory: those of its `Task`, so a whole task is one too. */
export type TaskListFields = Pick<Task, TaskListFieldName>;

/**
 * A field's wire schema, typed by its `Task` field: what the conversions below send is the
 * task's own value, never the empty one that is left out.
 */
type SentSchema<K extends TaskListFieldName> = z.ZodMiniType<
  NonNullable<Task[K]>,
  NonNullable<Task[K]>
>;

/** Each field's wire schema, by its name in memory. */
export type TaskListFieldSchemas = { [K in TaskListFieldName]: SentSchema<K> };

/** The wire schema of the row's task fields, for the list's `z.object`. */
export type TaskListFieldsWireShape = {
  [F in Field as F['wire']]: F extends { absentMeans: Absent }
    ? z.ZodMiniOptional<SentSchema<F['name']>>
    : SentSchema<F['name']>;
};

/** A row's task fields on the wire: the short names, the empty ones left out. */
export type TaskListFieldsWire = z.infer<z.ZodMiniObject<TaskListFieldsWireShape>>;

/**
 * An object a loop over the fields filled with every field under the name its type gives it. A
 * loop over the fields is beyond what the type checker follows, so this is the one place that
 * says so.
 */
export function filled<T>(object: Record<string, unknown>): T {
  return object as T;
}

/** A field as the conversions read it, made once: they run for every row of every list. */
interface Entry {
  readonly name: TaskListFieldName;
  readonly wire: TaskListFieldWireName;
  /**
   * Undefined for a field that is always sent: no value in memory is undefined, so none is left
   * out, and a value on the wire is always there to take.
   */
  readonly absentMeans: Absent | undefined;
}

const ENTRIES: readonly Entry[] = TASK_LIST_FIELDS.map((field) => ({
  name: field.name,
  wire: field.wire,
  absentMeans: 'absentMeans' in field ? field.absentMeans : undefined,
}));

/**
 * A row with every key, in order, and no value yet. The conversions copy it, then set values:
 * setting a key already there took about a third less time than adding keys the engine cannot
 * foresee, one by one from a loop (measured on lists of 1,000 rows). Every row they make has the
 * same keys in the same order.
 */
function keysOf(name: (entry: Entry) => string): Readonly<Record<string, unknown>> {
  const row: Record<string, unknown> = {};
  for (const entry of ENTRIES) row[name(entry)] = undefined;
  row.sessions = undefined;
  return row;
}

const WIRE_KEYS = keysOf((entry) => entry.wire);
const MEMORY_KEYS = keysOf((entry) => entry.name);

/**
 * The row on the wire: its task fields under their wire names, an empty one left out (left
 * undefined), then its sessions.
 */
export function compactFields<S>(
  fields: TaskListFields,
  sessions: S,
): TaskListFieldsWire & { sessions: S } {
  const wire = { ...WIRE_KEYS };
  for (const { name, wire: key, absentMeans } of ENTRIES) {
    const value = fields[name];
    const empty = absentMeans === NO_ITEMS ? Array.isArray(value) && value.length === 0 : false;
    if (value !== absentMeans && !empty) wire[key] = value;
  }
  wire.sessions = sessions;
  return filled(wire);
}

/** The row in memory: its task fields under their `Task` names, a left-out one empty again. */
export function expandFields<S>(
  wire: TaskListFieldsWire,
  sessions: S,
): TaskListFields & { sessions: S } {
  const fields = { ...MEMORY_KEYS };
  for (const { name, wire: key, absentMeans } of ENTRIES) {
    const value = wire[key];
    // A list left out is a new empty one: a row's lists are its own.
    fields[name] = value !== undefined ? value : absentMeans === NO_ITEMS ? [] : absentMeans;
  }
  fields.sessions = sessions;
  return filled(fields);
}

/** The row's task fields of `fields` (a whole task, say) and nothing else, with `sessions`. */
export function copyFields<S>(
  fields: TaskListFields,
  sessions: S,
): TaskListFields & { sessions: S } {
  const copy = { ...MEMORY_KEYS };
  for (const { name } of ENTRIES) copy[name] = fields[name];
  copy.sessions = sessions;
  return filled(copy);
}
