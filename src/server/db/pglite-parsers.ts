import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { timedQuery } from './query-timing.ts';

type Parsers = NonNullable<QueryOptions['parsers']>;

/** A date, time or interval type that drizzle reads as text, with the type of its arrays. */
const TEXT_READ = [
  { oid: types.TIMESTAMP, arrayOid: 1115 },
  { oid: types.TIMESTAMPTZ, arrayOid: 1185 },
  { oid: types.INTERVAL, arrayOid: 1187 },
  { oid: types.DATE, arrayOid: 1182 },
] as const;
/** numeric[]: drizzle reads it as text too, while PGlite's own numeric parser stays. */
const NUMERIC_ARRAY = 1231;

const asText = (value: string) => value;

/**
 * Drizzle reads dates, times and intervals as the text the database sends (its columns parse
 * them) and passes PGlite parsers saying so with every query; PGlite then copies its whole table
 * of parsers, one per type and array type, to merge them in: a fifth of a small read's time.
 * Here the client's own table reads them as text once, so drizzle's queries need no parsers of
 * their own (`forDrizzle`), and the raw queries of libraries (`asBefore`) pass PGlite's parsers
 * for these few types instead, reading them as they always did.
 */
export function readDatesAsText(client: PGlite) {
  const own = client.parsers;
  const asBefore: Parsers = { [NUMERIC_ARRAY]: own[NUMERIC_ARRAY] ?? asText };
  for (const { oid, arrayOid } of TEXT_READ) {
    const parse = own[oid] ?? asText;
    asBefore[oid] = parse;
    asBefore[arrayOid] = (value: string) => types.arrayParser(value, parse, arrayOid);
  }
  const textOids = new Set(Object.keys(asBefore));
  for (const oid of textOids) own[oid] = asText;

  // Drizzle keeps one options object per prepared query: each is checked and trimmed once.
  const trimmed = new WeakMap<QueryOptions, QueryOptions>();
  const withoutTextParsers = (options: QueryOptions | undefined) => {
    const parsers = options?.parsers;
    if (options === undefined || parsers === undefined) return options;
    let kept = trimmed.get(options);
    if (kept === undefined) {
      // Parsers for any other type still go to PGlite, as they would have.
      const { parsers: _, ...rest } = options;
      kept = Object.keys(parsers).every((oid) => textOids.has(oid)) ? rest : options;
      trimmed.set(options, kept);
    }
    return kept;
  };
  /** `target` as drizzle sees it: the same client, whose queries leave out those parsers. */
  function drizzleView<Client extends PGlite | Transaction>(target: Client): Client {
    const query = (text: string, params?: unknown[], options?: QueryOptions) =>
      timedQuery(() => target.query(text, params, withoutTextParsers(options)));
    const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => callback(drizzleView(tx)));
    return new Proxy(target, {
      get(object, property) {
        if (property === 'query') return query;
        if (property === 'transaction' && object === client) return transaction;
        const value: unknown = Reflect.get(object, property);
        // PGlite keeps private state: its methods must run on the client itself.
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  }

  return {
    forDrizzle: drizzleView(client),
    asBefore: { parsers: asBefore } satisfies QueryOptions,
  };
}
