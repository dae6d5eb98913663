import pg from 'pg';
import { statementName, type Database } from './client.ts';

const TIMESTAMP_OID = 1114;
const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?$/;

/**
 * A `timestamp` PostgreSQL sends as text (`2026-11-25 15:40:32.184123`), read as UTC, in the form
 * `Date.prototype.toISOString` gives (`2026-11-25T15:40:32.184Z`, the microseconds cut to milliseconds the way
 * pg's Date parsing cuts them). Years outside 0000–9999 and infinities go through a Date.
 */
export function utcTimestampToIso(text: string): string {
  // The form PostgreSQL writes for years 1–9999, cut by slicing (the fraction's first three digits are the
  // milliseconds a Date keeps): no regex or number parsing per value, ~350 values an inbox page.
  const length = text.length;
  if (
    (length === 19 || (length >= 21 && length <= 26)) &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(10) === 32 &&
    (length === 19 || text.charCodeAt(19) === 46)
  ) {
    const milliseconds = length === 19 ? '000' : length >= 23 ? text.slice(20, 23) : text.slice(20).padEnd(3, '0');
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${milliseconds}Z`;
  }
  const match = UTC_TIMESTAMP.exec(text);
  if (!match) return new Date(pg.types.getTypeParser(1184, 'text')(`${text}+00`) as Date).toISOString();
  const milliseconds = match[3] ? Math.trunc(1000 * Number.parseFloat(`.${match[3]}`)) : 0;
  return `${match[1]}T${match[2]}.${String(milliseconds).padStart(3, '0')}Z`;
}

const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP_OID ? utcTimestampToIso : pg.types.getTypeParser(oid, format ?? 'text'),
};

/** client.ts's rule: a statement with parameters (one command by construction) is prepared under its name. */
const preparedName = (text: string, values: unknown[]) => (values.length > 0 ? statementName(text) : undefined);

/**
 * The hot read paths (the inbox page, the transactions page, the insight cache's freshness check) run one
 * constant SQL text with numbered parameters straight on the pool: nothing is built per request, the text
 * becomes a prepared statement on each pooled connection (client.ts), and rows arrive as PostgreSQL sends
 * them, without an ORM mapping every field. Timestamps selected `AT TIME ZONE 'UTC'` (type `timestamp`)
 * arrive as ISO strings, ready for JSON, instead of Dates that are parsed only to be formatted again.
 * Measured at 50 inbox rows: 0.79 ms of Node CPU through the query builder, 0.15 ms this way.
 * `planEachTime` is for statements whose best plan depends on a value's selectivity (a search word): they are
 * planned for their values each time instead of sharing a generic plan.
 */
export async function readRows<Row extends object>(
  db: Database,
  text: string,
  values: unknown[],
  options?: { planEachTime?: boolean },
): Promise<Row[]> {
  // An empty name is PostgreSQL's unnamed statement: planned for these very values. Otherwise the prepared
  // statement's name is given here, so the config is the one object of the query (client.ts would copy it).
  const name = options?.planEachTime ? '' : preparedName(text, values);
  const result = await db.$client.query<Row>(
    name === undefined ? { text, values, types } : { text, values, types, name },
  );
  return result.rows;
}

interface FieldDescription {
  dataTypeID: number;
  format?: string;
}

/**
 * A result read as arrays that takes each statement's columns as their parsers alone: pg's own also builds an empty
 * row object of every column's name (one per statement, its keys set one by one, then copied), which only a row read
 * as an object uses. For a page's ~50 columns that was ~35 µs a statement (the new-word search's profile).
 */
class ArrayResult extends (pg as unknown as { Result: new (rowMode: string, types: unknown) => object }).Result {
  declare fields: FieldDescription[];
  declare _parsers: ((value: string) => unknown)[];
  addFields(fields: FieldDescription[]) {
    this.fields = fields;
    this._parsers = fields.map((field) =>
      types.getTypeParser(field.dataTypeID, field.format === 'binary' ? 'binary' : 'text'),
    );
  }
}

/**
 * A statement whose rows arrive as arrays, given to the pool as a query of its own (a submittable): pg takes its
 * text as a string, so it does not copy a config object property by property (~9 µs a statement), and its result is
 * an ArrayResult.
 */
class ArrayRead extends pg.Query {
  constructor(text: string, values: unknown[], name: string | undefined) {
    super(text, values);
    const query = this as unknown as {
      name?: string;
      types: typeof types;
      _rowMode: string;
      _result: ArrayResult;
      _results: ArrayResult;
    };
    query.name = name;
    query.types = types;
    query._rowMode = 'array';
    query._result = query._results = new ArrayResult('array', types);
  }
}

/** readRows with each row as an array of its values in column order (pg builds no object per row). */
export async function readArrays(db: Database, text: string, values: unknown[]): Promise<unknown[][]> {
  const result = (await db.$client.query(new ArrayRead(text, values, preparedName(text, values)))) as unknown as {
    rows: unknown[][];
  };
  return result.rows;
}

/** `column AT TIME ZONE 'UTC'`: a timestamptz column as the `timestamp` readRows turns into an ISO string. */
export const utc = (column: string) => `(${column} AT TIME ZONE 'UTC')`;

/**
 * SQL texts kept by kind of statement (the key says what the text depends on; the values go apart): a hot read
 * builds its text once instead of on every request, and hands pg the same string each time, whose hash V8 keeps
 * for the prepared-statement lookup (client.ts). The bound only caps what odd parameters (any page size) could add.
 */
export function statementTexts(kept = 500): (key: string, build: () => string) => string {
  const texts = new Map<string, string>();
  return (key, build) => {
    let text = texts.get(key);
    if (text === undefined) {
      text = build();
      if (texts.size < kept) texts.set(key, text);
    }
    return text;
  };
}

interface TurnSlot<Key, Value> {
  key: Key;
  answer: Promise<Value>;
  resolve: (value: Value) => void;
  reject: (error: unknown) => void;
}

/**
 * One statement for the reads of a kind asked during one turn of the event loop (the requests whose bytes arrived
 * in the same poll): under load a cached dashboard's version + balance is one round trip for a dozen requests
 * instead of one each (its Node and PostgreSQL CPU was most of such an answer's cost). The statement is sent in
 * the turn's check phase (`setImmediate`), after every request of the batch arrived, so each still sees every
 * write committed before it arrived: the freshness of a query of its own. A read asked once the batch's
 * statement is sent waits for the next one, never joins it (it would miss a write committed in between).
 * `load` answers the distinct keys in their order; `idOf` says which keys are the same read.
 */
export function readsPerTurn<Key, Value>(
  load: (keys: Key[]) => Promise<Value[]>,
  idOf: (key: Key) => string,
): (key: Key) => Promise<Value> {
  let gathering: Map<string, TurnSlot<Key, Value>> | null = null;
  const send = () => {
    const slots = [...(gathering?.values() ?? [])];
    gathering = null;
    load(slots.map((slot) => slot.key)).then(
      (values) => {
        for (let index = 0; index < slots.length; index += 1) slots[index]?.resolve(values[index] as Value);
      },
      (error: unknown) => {
        for (const slot of slots) slot.reject(error);
      },
    );
  };
  return (key) => {
    if (gathering === null) {
      gathering = new Map();
      setImmediate(send);
    }
    const id = idOf(key);
    let slot = gathering.get(id);
    if (!slot) {
      let resolve!: (value: Value) => void;
      let reject!: (error: unknown) => void;
      const answer = new Promise<Value>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      slot = { key, answer, resolve, reject };
      gathering.set(id, slot);
    }
    return slot.answer;
  };
}

/**
 * A data version as a kept answer's key (comment_versions, credit_ledger_versions): no row yet means nothing was
 * written since the versions' migration, version "0".
 */
export const versionOrZero = (version: string | null | undefined): string => version ?? '0';

/** A brand of an account, as the tenant scope of a read. */
export interface BrandScope {
  accountId: string;
  brandId: string;
}

/** readsPerTurn with one batch per database handle: `load` answers the distinct keys of a turn in their order. */
export function databaseReadsPerTurn<Key, Value>(
  load: (db: Database, keys: Key[]) => Promise<Value[]>,
  idOf: (key: Key) => string,
): (db: Database, key: Key) => Promise<Value> {
  const byDatabase = new WeakMap<Database, (key: Key) => Promise<Value>>();
  return (db, key) => {
    let read = byDatabase.get(db);
    if (!read) {
      read = readsPerTurn((keys: Key[]) => load(db, keys), idOf);
      byDatabase.set(db, read);
    }
    return read(key);
  };
}

/**
 * readsPerTurn for a read per brand scope, one batch per database handle: `load` answers the distinct scopes of a
 * turn in their order (one statement over `unnest` of their ids).
 */
export const brandReadsPerTurn = <Value>(
  load: (db: Database, scopes: BrandScope[]) => Promise<Value[]>,
): ((db: Database, scope: BrandScope) => Promise<Value>) =>
  databaseReadsPerTurn(load, (asked) => `${asked.accountId}|${asked.brandId}`);

/** The two arrays of ids a brandReadsPerTurn statement takes as $1 (accounts) and $2 (brands). */
export const brandScopeArrays = (scopes: BrandScope[]): [string[], string[]] => [
  scopes.map((scope) => scope.accountId),
  scopes.map((scope) => scope.brandId),
];
