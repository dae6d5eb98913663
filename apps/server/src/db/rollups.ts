import { PLATFORMS, RESPONSE_TIME_CUTOFF_HOURS, type Platform } from '@bizamply/contracts';

/**
 * Rollups of the comments table, kept by statement-level triggers in the same transaction as the change
 * (migration 0010), so the inbox badges and the dashboard periods read a few summary rows instead of a
 * brand's whole history (docs/performance.md):
 *
 * - `comment_counts`: per (brand, platform, status): the inbox's tab badges, page totals and stats cards.
 * - `comment_hourly_rollups` / `comment_daily_rollups`: per (brand, UTC hour / day of posting): every additive
 *   figure of spec 2 §9, so a period is its whole days and hours from here plus its partial edge hours from
 *   `comments` (summary.queries.ts).
 *
 * Every counter is the sum over items of a per-item expression; the same expressions serve the triggers
 * (generated into the migration, pinned by rollups.test.ts) and the edge reads of the queries.
 */
export interface Counter {
  column: string;
  type: 'integer' | 'double precision';
  /** The item's contribution, over the columns of `comments` (unqualified). */
  perItem: string;
}

/** Spec 2 §9: a response time counts for sent items with 0 < hours < the cut-off. */
export const HOURS_VALID = `status = 'sent' AND response_time_hours > 0 AND response_time_hours < ${RESPONSE_TIME_CUTOFF_HOURS}`;
/** <1h, 1-6h, 6-24h, 1-3d, 3-7d (RESPONSE_TIME_BUCKETS). */
const RESPONSE_TIME_EDGES = [0, 1, 6, 24, 72, RESPONSE_TIME_CUTOFF_HOURS];

const flag = (condition: string) => `coalesce(${condition}, false)::int`;
const integer = (column: string, perItem: string): Counter => ({ column, type: 'integer', perItem });
const float = (column: string, perItem: string): Counter => ({ column, type: 'double precision', perItem });

/** The figures every rollup has: count, rating and response-time sums (spec 2 §9 averages). */
const SHARED_COUNTERS: Counter[] = [
  float('rating_sum', 'coalesce(rating::float8, 0)'),
  integer('rating_count', flag('rating IS NOT NULL')),
  float('hours_sum', `CASE WHEN ${HOURS_VALID} THEN response_time_hours::float8 ELSE 0 END`),
  integer('hours_count', flag(HOURS_VALID)),
];

export const STATUS_COUNTERS: Counter[] = [integer('items', '1'), ...SHARED_COUNTERS];

export const RATING_COLUMNS = [1, 2, 3, 4, 5].map((value) => `rating_${value}`);
export const RESPONSE_TIME_COLUMNS = RESPONSE_TIME_EDGES.slice(1).map((_, index) => `response_time_${index + 1}`);
const platformColumn = (platform: Platform) => `platform_${platform}`;
export const PLATFORM_COLUMNS = PLATFORMS.map(platformColumn);

/**
 * The Spam tab's items (pending, flagged): neither answered nor waiting for an answer, so the response rate leaves
 * them out (spec 2 §9's "unanswered" is the Inbox tab). From rollupSpamSql's migration on.
 */
const SPAM_ITEM = `status = 'pending' AND is_spam`;
const SPAM_COUNTER = integer('spam', flag(SPAM_ITEM));

/** The hourly and daily counters when the platforms are `platforms` (one column each), with spam or before it. */
const hourlyCounters = (platforms: readonly Platform[], spam: boolean): Counter[] => [
  integer('total', '1'),
  integer('pending', flag(`status = 'pending'`)),
  integer('draft', flag(`status = 'draft'`)),
  integer('sent', flag(`status = 'sent'`)),
  ...SHARED_COUNTERS,
  ...RATING_COLUMNS.map((column, index) => integer(column, flag(`floor(rating + 0.5) = ${index + 1}`))),
  ...RESPONSE_TIME_COLUMNS.map((column, index) =>
    integer(
      column,
      flag(
        `${HOURS_VALID} AND response_time_hours >= ${RESPONSE_TIME_EDGES[index]} AND response_time_hours < ${RESPONSE_TIME_EDGES[index + 1]}`,
      ),
    ),
  ),
  ...platforms.map((platform) => integer(platformColumn(platform), flag(`platform = '${platform}'`))),
  ...(spam ? [SPAM_COUNTER] : []),
];

export const HOURLY_COUNTERS: Counter[] = hourlyCounters(PLATFORMS, true);

/**
 * The platforms when migration 0010 created the rollups; each later platform gets its column and the trigger
 * functions' new bodies from `platformRollupSql` in the migration that adds it to the enum.
 */
export const ROLLUP_PLATFORMS_OF_0010: readonly Platform[] = [
  'shopify',
  'judgeme',
  'yotpo',
  'instagram',
  'facebook',
  'tiktok',
  'whatsapp',
  'google',
];

/** The UTC hour (day) an item belongs to in `comment_hourly_rollups` (`comment_daily_rollups`). */
export const HOUR_OF_POSTING = `date_trunc('hour', posted_at, 'UTC')`;
export const DAY_OF_POSTING = `date_trunc('day', posted_at, 'UTC')`;
const KEY_EXPRESSIONS: Record<string, string> = { hour: HOUR_OF_POSTING, day: DAY_OF_POSTING };

/** The columns of `comments` the counters read: an update that changes none of them moves no figure. */
const itemColumns = (spam: boolean) => [
  'account_id',
  'brand_id',
  'platform',
  'status',
  'posted_at',
  'rating',
  'response_time_hours',
  ...(spam ? ['is_spam'] : []),
];

function upsert(table: string, key: { columns: string[]; conflict: string[] }, counters: Counter[], source: string) {
  const sums = counters.map((counter) => `sum(sign * (${counter.perItem}))`);
  const sets = counters.map((counter) => `${counter.column} = t.${counter.column} + excluded.${counter.column}`);
  return `INSERT INTO ${table} AS t (account_id, brand_id, ${[...key.columns, ...counters.map((c) => c.column)].join(', ')})
    SELECT account_id, brand_id, ${[...key.columns.map((_, index) => `k${index}`), ...sums].join(', ')}
    FROM (SELECT *, ${key.columns.map((column, index) => `${KEY_EXPRESSIONS[column] ?? column} AS k${index}`).join(', ')} FROM ${source}) items
    GROUP BY account_id, brand_id, ${key.columns.map((_, index) => `k${index}`).join(', ')}
    ORDER BY brand_id, ${key.columns.map((_, index) => `k${index}`).join(', ')}
    ON CONFLICT (${key.conflict.join(', ')}) DO UPDATE SET ${sets.join(', ')}`;
}

/**
 * The hourly and the daily upsert in one statement: the per-item expressions run once, into the hourly groups, and
 * each day is the sum of its hours' groups (a UTC day is whole UTC hours). As two upserts each item's ~30 counters
 * were computed twice, per batch of webhook ingestion the larger part of the two statements' time (docs/
 * performance.md "Issue 15, sixteenth pass: ingestion"). The daily upsert, never read, runs after the hourly one
 * (PostgreSQL finishes unread data-modifying WITH parts after the main statement): rows are locked hourly first,
 * then daily, as before.
 */
function hourlyThenDaily(counters: Counter[], source: string) {
  const columns = counters.map((counter) => counter.column).join(', ');
  const sets = counters.map((counter) => `${counter.column} = t.${counter.column} + excluded.${counter.column}`);
  return `WITH hourly AS (
      SELECT account_id, brand_id, ${HOUR_OF_POSTING} AS hour, ${counters.map((counter) => `sum(sign * (${counter.perItem})) AS ${counter.column}`).join(', ')}
      FROM ${source}
      GROUP BY account_id, brand_id, 3
    ), daily AS (
      INSERT INTO comment_daily_rollups AS t (account_id, brand_id, day, ${columns})
      SELECT account_id, brand_id, date_trunc('day', hour, 'UTC'), ${counters.map((counter) => `sum(${counter.column})`).join(', ')}
      FROM hourly
      GROUP BY account_id, brand_id, 3
      ORDER BY brand_id, 3
      ON CONFLICT (brand_id, day) DO UPDATE SET ${sets.join(', ')}
    )
    INSERT INTO comment_hourly_rollups AS t (account_id, brand_id, hour, ${columns})
    SELECT account_id, brand_id, hour, ${columns} FROM hourly
    ORDER BY brand_id, hour
    ON CONFLICT (brand_id, hour) DO UPDATE SET ${sets.join(', ')}`;
}

/**
 * Adds every item of `source` (columns of comments plus `sign`: 1 adds, -1 removes) to both rollups; with
 * `dailyFromHourly` (rollupDailyFromHourlySql's migration on) the daily figures are summed from the hourly groups.
 */
export function applyItemsSql(source: string, counters: Counter[] = HOURLY_COUNTERS, dailyFromHourly = false): string {
  return [
    upsert(
      'comment_counts',
      { columns: ['platform', 'status'], conflict: ['brand_id', 'platform', 'status'] },
      STATUS_COUNTERS,
      source,
    ),
    ...(dailyFromHourly
      ? [hourlyThenDaily(counters, source)]
      : [
          upsert('comment_hourly_rollups', { columns: ['hour'], conflict: ['brand_id', 'hour'] }, counters, source),
          upsert('comment_daily_rollups', { columns: ['day'], conflict: ['brand_id', 'day'] }, counters, source),
        ]),
  ]
    .map((statement) => `${statement};`)
    .join('\n');
}

/**
 * `comment_versions`: per brand, a number that grows with every statement that writes the brand's items (any
 * column): results computed from a brand's items can be cached until it moves (modules/analytics/insight-cache.ts).
 */
const bumpVersionSql = (rows: string) =>
  `INSERT INTO comment_versions AS v (account_id, brand_id, version)
    SELECT DISTINCT account_id, brand_id, 1 FROM ${rows} ORDER BY brand_id
    ON CONFLICT (brand_id) DO UPDATE SET version = v.version + 1;`;

function tableSql(name: string, key: string, counters: Counter[], primaryKey: string) {
  const columns = counters.map((counter) => `  ${counter.column} ${counter.type} NOT NULL DEFAULT 0`);
  return `CREATE TABLE ${name} (
  account_id uuid NOT NULL,
  brand_id uuid NOT NULL,
${key},
${columns.join(',\n')},
  PRIMARY KEY (${primaryKey})
);`;
}

/**
 * A statement-level trigger fires once per statement even when the statement changed no row: every
 * `INSERT … ON CONFLICT DO UPDATE` batch of webhook ingestion fires the UPDATE trigger with empty transition tables,
 * and its four statements then cost ~0.2 ms of PostgreSQL's CPU per batch for nothing (docs/performance.md "Issue
 * 15, eighth pass"). With `emptyRows`, the function returns at once when that transition table is empty.
 */
function triggerFunction(name: string, body: string, replace = false, emptyRows?: string) {
  const skip = emptyRows ? `IF NOT EXISTS (SELECT FROM ${emptyRows}) THEN\n  RETURN NULL;\nEND IF;\n` : '';
  return `CREATE ${replace ? 'OR REPLACE ' : ''}FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
${skip}${body}
RETURN NULL;
END $$;`;
}

const changed = (columns: string[], alias: string, other: string) =>
  `(${columns.map((column) => `${alias}.${column}`).join(', ')}) IS DISTINCT FROM (${columns.map((column) => `${other}.${column}`).join(', ')})`;

/**
 * The trigger functions that keep the rollups, for the platforms `platforms` (`replace`: a later migration's;
 * `skipEmpty`: each returns at once when its statement changed no row, since rollupSkipEmptySql's migration;
 * `dailyFromHourly`: applyItemsSql's, since rollupDailyFromHourlySql's migration).
 */
function triggerFunctionsSql(
  platforms: readonly Platform[],
  replace: boolean,
  skipEmpty: boolean,
  spam: boolean,
  dailyFromHourly = false,
): string[] {
  const counters = hourlyCounters(platforms, spam);
  const columns = itemColumns(spam);
  const ITEMS = columns.join(', ');
  const updated = `(SELECT ${columns.map((column) => `n.${column}`).join(', ')}, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ${changed(columns, 'n', 'o')}
      UNION ALL SELECT ${columns.map((column) => `o.${column}`).join(', ')}, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ${changed(columns, 'n', 'o')}) changed`;
  return [
    triggerFunction(
      'comment_rollups_after_insert',
      `${applyItemsSql(`(SELECT ${ITEMS}, 1 AS sign FROM new_rows) added`, counters, dailyFromHourly)}\n${bumpVersionSql('new_rows')}`,
      replace,
      skipEmpty ? 'new_rows' : undefined,
    ),
    triggerFunction(
      'comment_rollups_after_update',
      `${applyItemsSql(updated, counters, dailyFromHourly)}\n${bumpVersionSql('new_rows')}`,
      replace,
      skipEmpty ? 'new_rows' : undefined,
    ),
    triggerFunction(
      'comment_rollups_after_delete',
      `${applyItemsSql(`(SELECT ${ITEMS}, -1 AS sign FROM old_rows) removed`, counters, dailyFromHourly)}
DELETE FROM comment_counts c USING (SELECT DISTINCT brand_id FROM old_rows) d WHERE c.brand_id = d.brand_id AND c.items = 0;
DELETE FROM comment_hourly_rollups h USING (SELECT DISTINCT brand_id, ${HOUR_OF_POSTING} AS hour FROM old_rows) d
  WHERE h.brand_id = d.brand_id AND h.hour = d.hour AND h.total = 0;
DELETE FROM comment_daily_rollups r USING (SELECT DISTINCT brand_id, ${DAY_OF_POSTING} AS day FROM old_rows) d
  WHERE r.brand_id = d.brand_id AND r.day = d.day AND r.total = 0;
${bumpVersionSql('old_rows')}`,
      replace,
      skipEmpty ? 'old_rows' : undefined,
    ),
  ];
}

const GENERATED = (name: string) =>
  `-- Generated by apps/server/src/db/rollups.ts (${name}); rollups.test.ts keeps the two equal.\n`;

/** The whole of migration 0010: tables, trigger functions, triggers and the backfill of existing items. */
export function rollupMigrationSql(): string {
  const platforms = ROLLUP_PLATFORMS_OF_0010;
  const counters = hourlyCounters(platforms, false);
  const statements = [
    tableSql(
      'comment_counts',
      '  platform platform NOT NULL,\n  status comment_status NOT NULL',
      STATUS_COUNTERS,
      'brand_id, platform, status',
    ),
    tableSql('comment_hourly_rollups', '  hour timestamp with time zone NOT NULL', counters, 'brand_id, hour'),
    tableSql('comment_daily_rollups', '  day timestamp with time zone NOT NULL', counters, 'brand_id, day'),
    `CREATE TABLE comment_versions (
  account_id uuid NOT NULL,
  brand_id uuid PRIMARY KEY,
  version bigint NOT NULL
);`,
    ...triggerFunctionsSql(platforms, false, false, false),
    triggerFunction(
      'comment_rollups_after_truncate',
      // Versions only grow (a cached result tagged with an old number must never match again).
      'TRUNCATE comment_counts, comment_hourly_rollups, comment_daily_rollups;\nUPDATE comment_versions SET version = version + 1;',
    ),
    `CREATE TRIGGER comment_rollups_insert AFTER INSERT ON comments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_rollups_after_insert();`,
    `CREATE TRIGGER comment_rollups_update AFTER UPDATE ON comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_rollups_after_update();`,
    `CREATE TRIGGER comment_rollups_delete AFTER DELETE ON comments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_rollups_after_delete();`,
    `CREATE TRIGGER comment_rollups_truncate AFTER TRUNCATE ON comments FOR EACH STATEMENT EXECUTE FUNCTION comment_rollups_after_truncate();`,
    applyItemsSql(`(SELECT ${itemColumns(false).join(', ')}, 1 AS sign FROM comments) existing`, counters),
  ];
  return `${GENERATED('rollupMigrationSql')}${statements.join('\n--> statement-breakpoint\n')}\n`;
}

/**
 * The rollups' part of the migration that adds `platform` (after its enum value): its column in the hourly and
 * daily rollups and the trigger functions' bodies for `platforms` (the list once it is added). No backfill: no item
 * can carry the value in the migration that creates it.
 */
export function platformRollupSql(
  platform: Platform,
  platforms: readonly Platform[],
  {
    skipEmpty = true,
    spam = true,
    dailyFromHourly = true,
  }: { skipEmpty?: boolean; spam?: boolean; dailyFromHourly?: boolean } = {},
): string {
  const column = platformColumn(platform);
  const statements = [
    `ALTER TABLE comment_hourly_rollups ADD COLUMN ${column} integer NOT NULL DEFAULT 0;`,
    `ALTER TABLE comment_daily_rollups ADD COLUMN ${column} integer NOT NULL DEFAULT 0;`,
    ...triggerFunctionsSql(platforms, true, skipEmpty, spam, dailyFromHourly),
  ];
  return `${GENERATED(`platformRollupSql('${platform}')`)}${statements.join('\n--> statement-breakpoint\n')}\n`;
}

/**
 * The rollups' part of the migration that makes the trigger functions return at once for a statement that changed
 * no row (their bodies for `platforms`, the platforms at that migration). Platforms added later keep it (skipEmpty).
 */
export function rollupSkipEmptySql(platforms: readonly Platform[]): string {
  const statements = triggerFunctionsSql(platforms, true, true, false);
  return `${GENERATED('rollupSkipEmptySql')}${statements.join('\n--> statement-breakpoint\n')}\n`;
}

/**
 * The rollups' part of the migration that counts the Spam tab's items (SPAM_COUNTER): the hourly and daily column,
 * the trigger functions' bodies that count it and follow `is_spam` (marking "Not spam" moves the figures), and the
 * backfill of the items already flagged. Platforms added later keep it (platformRollupSql's `spam`).
 */
export function rollupSpamSql(platforms: readonly Platform[]): string {
  const backfill = (table: string, key: string, expression: string) =>
    `UPDATE ${table} r SET spam = s.items FROM (
  SELECT brand_id, ${expression} AS ${key}, count(*)::int AS items FROM comments WHERE ${SPAM_ITEM} GROUP BY 1, 2
) s WHERE r.brand_id = s.brand_id AND r.${key} = s.${key};`;
  const statements = [
    'ALTER TABLE comment_hourly_rollups ADD COLUMN spam integer NOT NULL DEFAULT 0;',
    'ALTER TABLE comment_daily_rollups ADD COLUMN spam integer NOT NULL DEFAULT 0;',
    ...triggerFunctionsSql(platforms, true, true, true),
    backfill('comment_hourly_rollups', 'hour', HOUR_OF_POSTING),
    backfill('comment_daily_rollups', 'day', DAY_OF_POSTING),
  ];
  return `${GENERATED('rollupSpamSql')}${statements.join('\n--> statement-breakpoint\n')}\n`;
}

/**
 * The rollups' part of the migration that sums the daily figures from the hourly groups (applyItemsSql's
 * `dailyFromHourly`): the trigger functions' bodies for `platforms`. No data changes. Platforms added later keep it
 * (platformRollupSql's `dailyFromHourly`).
 */
export function rollupDailyFromHourlySql(platforms: readonly Platform[]): string {
  const statements = triggerFunctionsSql(platforms, true, true, true, true);
  return `${GENERATED('rollupDailyFromHourlySql')}${statements.join('\n--> statement-breakpoint\n')}\n`;
}
