import * as rrule from 'rrule';

type RRuleModule = typeof rrule;

const isRRuleModule = (value: unknown): value is RRuleModule =>
  typeof value === 'object' && value !== null && 'RRule' in value;

/**
 * rrule ships ES modules to bundlers (the web, the server's build) but only a UMD build to Node
 * itself (development and the benchmarks run the sources), whose names sit on its default
 * export: this gives the same names either way.
 */
function loaded(): RRuleModule {
  if (isRRuleModule(rrule)) return rrule;
  const fromNode: unknown = Reflect.get(rrule, 'default');
  if (isRRuleModule(fromNode)) return fromNode;
  throw new Error('The rrule package exports no RRule.');
}

export const { RRule } = loaded();
export type { Options } from 'rrule';
