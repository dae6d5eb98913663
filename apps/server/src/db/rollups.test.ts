import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS, type Granularity, type Platform } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../test/app.ts';
import { DAY, HOUR, insertItems, must } from '../modules/analytics/insight.test-support.ts';
import { hasWholeHourOffsets, summarize, type SummaryRow } from '../modules/analytics/summary.queries.ts';
import {
  platformRollupSql,
  rollupDailyFromHourlySql,
  rollupMigrationSql,
  rollupSkipEmptySql,
  rollupSpamSql,
  ROLLUP_PLATFORMS_OF_0010,
} from './rollups.ts';
import { brands, comments } from './schema/index.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUserWithBrand>>;
let secondBrandId: string;

/** A small deterministic generator: the same items on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
const next = random(42);
const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
const RATINGS = [null, 1, 2, 2.5, 3, 4, 4.5, 5] as const;
const HOURS = [0, 0.25, 1, 5.5, 23.9, 24, 71.9, 100, 167.99, 168, 250] as const;

function randomItem(now: number) {
  const status = pick(['pending', 'draft', 'sent'] as const);
  const postedAt = new Date(now - Math.floor(next() * 70 * DAY));
  return {
    platform: pick(PLATFORMS),
    status,
    rating: pick(RATINGS),
    postedAt,
    responseTimeHours: status === 'sent' ? pick(HOURS) : null,
    // Flagged items of every status: only the pending ones are the Spam tab's (the `spam` counter).
    isSpam: next() < 0.2,
  };
}

/** The figures recomputed from the items, written independently of the trigger's expressions. */
async function expectRollupsMatchItems() {
  const counts = await t.database.db.execute(sql`
    SELECT brand_id, platform, status, count(*)::int AS items, coalesce(sum(rating::float8), 0) AS rating_sum,
           count(rating)::int AS rating_count,
           coalesce(sum(response_time_hours::float8) FILTER (WHERE status = 'sent' AND response_time_hours > 0 AND response_time_hours < 168), 0)::float8 AS hours_sum,
           count(*) FILTER (WHERE status = 'sent' AND response_time_hours > 0 AND response_time_hours < 168)::int AS hours_count
    FROM comments GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  const rolled = await t.database.db.execute(sql`
    SELECT brand_id, platform, status, items, rating_sum, rating_count, hours_sum, hours_count
    FROM comment_counts WHERE items <> 0 ORDER BY 1, 2, 3`);
  expect(rolled.rows.length).toBe(counts.rows.length);
  rolled.rows.forEach((row, index) => {
    const expected = must(counts.rows[index]);
    expect({ ...row, rating_sum: 0, hours_sum: 0 }).toEqual({ ...expected, rating_sum: 0, hours_sum: 0 });
    expect(row.rating_sum).toBeCloseTo(Number(expected.rating_sum), 6);
    expect(row.hours_sum).toBeCloseTo(Number(expected.hours_sum), 6);
  });
  const hourly = await t.database.db.execute(sql`
    SELECT brand_id, date_trunc('hour', posted_at, 'UTC') AS hour, count(*)::int AS total,
           count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE floor(rating + 0.5) = 3)::int AS rating_3,
           count(*) FILTER (WHERE platform = 'tiktok')::int AS platform_tiktok,
           count(*) FILTER (WHERE status = 'pending' AND is_spam)::int AS spam
    FROM comments GROUP BY 1, 2 ORDER BY 1, 2`);
  const hourlyRolled = await t.database.db.execute(sql`
    SELECT brand_id, hour, total, sent, rating_3, platform_tiktok, spam FROM comment_hourly_rollups
    WHERE total <> 0 ORDER BY 1, 2`);
  expect(hourlyRolled.rows).toEqual(hourly.rows);
  const daily = await t.database.db.execute(sql`
    SELECT brand_id, date_trunc('day', posted_at, 'UTC') AS day, count(*)::int AS total,
           count(*) FILTER (WHERE status = 'pending')::int AS pending, count(rating)::int AS rating_count,
           count(*) FILTER (WHERE platform = 'judgeme')::int AS platform_judgeme,
           count(*) FILTER (WHERE status = 'pending' AND is_spam)::int AS spam
    FROM comments GROUP BY 1, 2 ORDER BY 1, 2`);
  const dailyRolled = await t.database.db.execute(sql`
    SELECT brand_id, day, total, pending, rating_count, platform_judgeme, spam FROM comment_daily_rollups
    WHERE total <> 0 ORDER BY 1, 2`);
  expect(dailyRolled.rows).toEqual(daily.rows);
}

const scope = () => ({ accountId: owner.account.id, brandId: owner.brand.id });
const byKey = (rows: SummaryRow[]) =>
  Object.fromEntries(
    rows.map(({ current, bucket, ratingSum, hoursSum, ...rest }) => [
      `${current}:${bucket}`,
      { ...rest, ratingSum: Math.round(ratingSum * 1000), hoursSum: Math.round(hoursSum * 1000) },
    ]),
  );

async function expectSameSummaries() {
  const now = Date.now();
  type Window = { days: number | null; granularity: Granularity; timeZone: string; at?: 'midnight' | 'early' };
  const windows: Window[] = [
    { days: 7, granularity: 'day', timeZone: 'UTC', at: 'midnight' },
    { days: 7, granularity: 'day', timeZone: 'Europe/Berlin', at: 'early' },
    { days: 1, granularity: 'hour', timeZone: 'UTC', at: 'early' },
    { days: 30, granularity: 'day', timeZone: 'UTC' },
    { days: null, granularity: 'week', timeZone: 'UTC', at: 'midnight' },
    { days: 1, granularity: 'hour', timeZone: 'UTC' },
    { days: 1, granularity: 'hour', timeZone: 'America/New_York' },
    { days: 7, granularity: 'day', timeZone: 'Europe/Berlin' },
    { days: 30, granularity: 'day', timeZone: 'Asia/Tokyo' },
    { days: 30, granularity: 'week', timeZone: 'UTC' },
    { days: null, granularity: 'month', timeZone: 'America/Los_Angeles' },
  ];
  for (const window of windows) {
    // Boundaries on UTC midnights (whole days from the daily rollup), 10 minutes into an hour (its rollup row
    // counts after the boundary, the first 10 minutes move), or just before now (the rest of this hour moves).
    const to =
      window.at === 'midnight'
        ? new Date(Math.floor(now / DAY) * DAY)
        : window.at === 'early'
          ? new Date(Math.floor(now / HOUR) * HOUR - 5 * HOUR + 10 * 60 * 1000)
          : new Date(now - 17 * 60 * 1000 - 123);
    const from = window.days === null ? null : new Date(to.getTime() - window.days * DAY);
    const previousFrom = from && window.days !== null ? new Date(from.getTime() - window.days * DAY) : null;
    const request = { from, to, previousFrom, series: { granularity: window.granularity, timeZone: window.timeZone } };
    const rolled = await summarize(t.database.db, scope(), request, 'rollups');
    const items = await summarize(t.database.db, scope(), request, 'items');
    expect(byKey(rolled), JSON.stringify(window)).toEqual(byKey(items));
    expect(items.length).toBeGreaterThan(0);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUserWithBrand(t);
  const [second] = await t.database.db
    .insert(brands)
    .values({ accountId: owner.account.id, name: 'Second brand' })
    .returning();
  secondBrandId = must(second).id;
  const now = Date.now();
  await insertItems(
    t,
    owner,
    Array.from({ length: 400 }, () => randomItem(now)),
  );
  // Items a few minutes either side of every boundary the windows below cut, so cut hours are never empty.
  const recent = now - 17 * 60 * 1000;
  const early = Math.floor(now / HOUR) * HOUR - 5 * HOUR + 10 * 60 * 1000;
  const nearBoundaries = [0, 1, 2, 7, 14, 30, 60].flatMap((days) =>
    [recent, early].flatMap((to) =>
      [-3, 3].map((minutes) => ({ ...randomItem(now), postedAt: new Date(to - days * DAY + minutes * 60 * 1000) })),
    ),
  );
  await insertItems(t, owner, nearBoundaries);
  await insertItems(
    t,
    { account: owner.account, brand: { id: secondBrandId } },
    Array.from({ length: 60 }, () => randomItem(now)),
  );
});
afterAll(async () => {
  await t.close();
});

describe('comment rollups (migration 0010)', () => {
  it('the migration is exactly what rollups.ts generates', () => {
    const file = path.resolve(import.meta.dirname, '../../drizzle/0010_comment_rollups.sql');
    expect(readFileSync(file, 'utf8')).toBe(rollupMigrationSql());
  });

  it('every platform added later has its column and the trigger bodies that count it in its migration', () => {
    const drizzle = path.resolve(import.meta.dirname, '../../drizzle');
    const journal = JSON.parse(readFileSync(path.join(drizzle, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const later = PLATFORMS.filter((platform) => !ROLLUP_PLATFORMS_OF_0010.includes(platform));
    const added: Platform[] = [];
    // The platforms at a migration, in registry order: those of 0010 and those added up to it.
    const platformsSoFar = () =>
      PLATFORMS.filter((known) => ROLLUP_PLATFORMS_OF_0010.includes(known) || added.includes(known));
    // The trigger functions return at once for a statement that changed no row from rollupSkipEmptySql's migration on.
    const skipEmptyHeader = must(rollupSkipEmptySql([]).split('\n')[0]);
    let skipEmpty = false;
    // The Spam tab's items are counted from rollupSpamSql's migration on.
    const spamHeader = must(rollupSpamSql([]).split('\n')[0]);
    let spam = false;
    // The daily figures are summed from the hourly groups from rollupDailyFromHourlySql's migration on.
    const dailyFromHourlyHeader = must(rollupDailyFromHourlySql([]).split('\n')[0]);
    let dailyFromHourly = false;
    for (const { tag } of journal.entries) {
      const text = readFileSync(path.join(drizzle, `${tag}.sql`), 'utf8');
      if (text.includes(spamHeader)) {
        expect(spam, tag).toBe(false);
        spam = true;
        expect(text.slice(text.indexOf(spamHeader)), tag).toBe(rollupSpamSql(platformsSoFar()));
      }
      if (text.includes(dailyFromHourlyHeader)) {
        expect(dailyFromHourly, tag).toBe(false);
        dailyFromHourly = true;
        expect(text.slice(text.indexOf(dailyFromHourlyHeader)), tag).toBe(rollupDailyFromHourlySql(platformsSoFar()));
      }
      if (text.includes(skipEmptyHeader)) {
        expect(skipEmpty, tag).toBe(false);
        skipEmpty = true;
        expect(text.slice(text.indexOf(skipEmptyHeader)), tag).toBe(rollupSkipEmptySql(platformsSoFar()));
      }
      for (const platform of later) {
        // The generated part starts at its header line (a whole file, or after `-- custom SQL below`).
        const header = must(platformRollupSql(platform, []).split('\n')[0]);
        if (!text.includes(header)) continue;
        added.push(platform);
        expect(text.slice(text.indexOf(header)), tag).toBe(
          platformRollupSql(platform, platformsSoFar(), { skipEmpty, spam, dailyFromHourly }),
        );
      }
    }
    expect(skipEmpty).toBe(true);
    expect(spam).toBe(true);
    expect(dailyFromHourly).toBe(true);
    // Every platform of today has its column: a new one without its migration (npm run db:platform) fails here.
    expect(added).toEqual(later);
    expect(added).toContain('google_business');
  });

  it('match the items after inserts, and the dashboard windows read the same from rollups as from items', async () => {
    await expectRollupsMatchItems();
    await expectSameSummaries();
  });

  it('follow status changes, moved dates, reverts and updates that touch no figure', async () => {
    const db = t.database.db;
    const mine = and(eq(comments.accountId, owner.account.id), eq(comments.brandId, owner.brand.id));
    // "Not spam" on some flagged items, a new flag on others: the Spam tab's count moves with is_spam alone.
    await db
      .update(comments)
      .set({ isSpam: sql`NOT ${comments.isSpam}` })
      .where(and(mine, sql`extract(minute from ${comments.postedAt}) >= 40`));
    await expectRollupsMatchItems();
    await db
      .update(comments)
      .set({ status: 'draft' })
      .where(and(mine, eq(comments.status, 'pending')));
    const drafts = await db
      .select({ id: comments.id })
      .from(comments)
      .where(and(mine, eq(comments.status, 'draft')));
    const half = drafts.slice(0, Math.floor(drafts.length / 2)).map((row) => row.id);
    await db.update(comments).set({ status: 'sent', responseTimeHours: 3.75 }).where(inArray(comments.id, half));
    await db
      .update(comments)
      .set({
        postedAt: sql`${comments.postedAt} - interval '90 minutes'`,
        rating: sql`coalesce(${comments.rating}, 2)`,
      })
      .where(and(mine, sql`extract(minute from ${comments.postedAt}) < 20`));
    await db
      .update(comments)
      .set({ metadata: { touched: true } })
      .where(mine);
    await db
      .update(comments)
      .set({ status: 'draft', responseTimeHours: null })
      .where(and(mine, eq(comments.status, 'sent'), sql`${comments.responseTimeHours} > 100`));
    await expectRollupsMatchItems();
    await expectSameSummaries();
  });

  it("the spam migration's backfill counts the items flagged before it", async () => {
    const backfills = rollupSpamSql(PLATFORMS).split('\n--> statement-breakpoint\n').slice(-2);
    expect(backfills.map((statement) => statement.slice(0, 30))).toEqual([
      'UPDATE comment_hourly_rollups ',
      'UPDATE comment_daily_rollups r',
    ]);
    await t.database.db.execute(sql`UPDATE comment_hourly_rollups SET spam = 0`);
    await t.database.db.execute(sql`UPDATE comment_daily_rollups SET spam = 0`);
    for (const statement of backfills) await t.database.db.execute(sql.raw(statement));
    await expectRollupsMatchItems();
  });

  it('follow deletes and leave no rows behind a deleted brand', async () => {
    const db = t.database.db;
    await db.delete(comments).where(and(eq(comments.brandId, owner.brand.id), sql`${comments.rating} = 1`));
    await db.delete(brands).where(eq(brands.id, secondBrandId));
    await expectRollupsMatchItems();
    const left = await db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM comment_counts WHERE brand_id = ${secondBrandId})
           + (SELECT count(*) FROM comment_hourly_rollups WHERE brand_id = ${secondBrandId})
           + (SELECT count(*) FROM comment_daily_rollups WHERE brand_id = ${secondBrandId}) AS n`);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('skip statements that change no row, and count an upsert that inserts some rows and updates others', async () => {
    const db = t.database.db;
    const versions = async () =>
      (await db.execute(sql`SELECT brand_id, version FROM comment_versions ORDER BY brand_id`)).rows;
    const before = await versions();
    await db.update(comments).set({ status: 'sent' }).where(eq(comments.externalId, 'no-such-item'));
    await db.delete(comments).where(eq(comments.externalId, 'no-such-item'));
    await db.execute(sql`
      INSERT INTO comments (account_id, brand_id, platform, external_id, content, posted_at)
      SELECT account_id, brand_id, platform, external_id, content, posted_at FROM comments WHERE false`);
    expect(await versions()).toEqual(before);
    await expectRollupsMatchItems();
    const postedAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR);
    const upsert = (externalIds: string[], rating: number) =>
      db
        .insert(comments)
        .values(
          externalIds.map((externalId) => ({
            accountId: owner.account.id,
            brandId: owner.brand.id,
            platform: 'judgeme' as const,
            externalId,
            content: 'Upserted',
            rating,
            postedAt,
          })),
        )
        .onConflictDoUpdate({
          target: [comments.brandId, comments.platform, comments.externalId],
          set: { rating: sql`excluded.rating` },
        });
    await upsert(['upsert-1', 'upsert-2'], 2);
    await upsert(['upsert-2', 'upsert-3'], 5);
    await expectRollupsMatchItems();
    await expectSameSummaries();
  });

  it('stay exact under concurrent writers of the same brand and hour', async () => {
    const db = t.database.db;
    const postedAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR + 60_000);
    await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        db.transaction(async (tx) => {
          await tx.insert(comments).values({
            accountId: owner.account.id,
            brandId: owner.brand.id,
            platform: index % 2 === 0 ? 'judgeme' : 'yotpo',
            externalId: `concurrent-${index}`,
            content: 'Concurrent',
            postedAt,
          });
        }),
      ),
    );
    await expectRollupsMatchItems();
  });
});

describe('hasWholeHourOffsets', () => {
  const instants = [new Date('2026-01-15T12:00:00Z'), new Date('2026-07-15T12:00:00Z')];
  it('accepts zones whose offsets are whole hours, summer and winter', () => {
    expect(hasWholeHourOffsets('UTC', instants)).toBe(true);
    expect(hasWholeHourOffsets('Europe/Berlin', instants)).toBe(true);
    expect(hasWholeHourOffsets('America/New_York', instants)).toBe(true);
  });
  it('refuses part-hour zones, whose local days do not start on a UTC hour', () => {
    expect(hasWholeHourOffsets('Asia/Kolkata', instants)).toBe(false);
    expect(hasWholeHourOffsets('Asia/Kathmandu', instants)).toBe(false);
    expect(hasWholeHourOffsets('Australia/Adelaide', instants)).toBe(false);
  });
});
