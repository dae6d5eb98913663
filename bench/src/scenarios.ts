import crypto from 'node:crypto';
import type pg from 'pg';
import {
  commentsQuerySchema,
  periodQuerySchema,
  SIMULATOR_APP_CREDENTIALS,
  transactionsQuerySchema,
} from '@bizamply/contracts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { listComments } from '../../apps/server/src/modules/comments/comment.service.ts';
import { inboxPageBody, searchPageBody } from '../../apps/server/src/modules/comments/inbox-page-cache.ts';
import { listTransactions } from '../../apps/server/src/modules/credits/credit.service.ts';
import { transactionsPageBody } from '../../apps/server/src/modules/credits/transactions-page-cache.ts';
import { currentDashboardStatsBody } from '../../apps/server/src/modules/dashboard/dashboard.service.ts';
import { currentProductAnalyticsJson } from '../../apps/server/src/modules/analytics/analytics.service.ts';
import autocannon from 'autocannon';
import { cpuMeter } from './load.ts';
import {
  COLD_SEARCH_WORDS,
  newSearchWords,
  OLD_SEARCH_WORD,
  RARE_SEARCH_WORD,
  REPEATED_SEARCH_WORD,
} from './search-words.ts';

export type Scope = { accountId: string; brandId: string };

export interface Scenario {
  name: string;
  /** Path and query on the API (authenticated, brand A selected). */
  path: string;
  /** The same work straight on the database, through the route's own service function. */
  floor: (db: Database, scope: Scope) => Promise<unknown>;
  /**
   * For a route that keeps its answers (the inbox page while the brand's data version stays the same): the floor of
   * the answer read afresh, as the first request after a write pays it. Printed beside the floor; the verdict
   * compares with `floor`, the route's own path.
   */
  freshFloor?: (db: Database, scope: Scope) => Promise<unknown>;
  /** The row's target (issue 15): at least this many requests a second with p95 at most this, at 1M comments. */
  target: { perSecond: number; p95: number };
  /**
   * For a row whose every request differs (a search no earlier request made): a new source of the API's paths,
   * one per call; `path` then only names the kind of request.
   */
  paths?: () => () => string;
  /** Measured again at 10k, 100k and 1M by `--growth`. */
  growth: boolean;
}

/** Inbox, search and transactions: ≥ 3,000 req/s, p95 ≤ 25 ms; dashboard and analytics: ≥ 5,000, p95 ≤ 15 ms. */
const LIST_TARGET = { perSecond: 3_000, p95: 25 };
const INSIGHT_TARGET = { perSecond: 5_000, p95: 15 };
/** Every API row: at least this share of its SQL floor (what HTTP, auth, tenancy and JSON cost on top). */
export const FLOOR_SHARE_TARGET = 0.7;

const TIME_RANGES = ['24h', '7d', '30d', 'all'] as const;
/** The floor's own rotation of new searches (this process never searched them; the server never sees them). */
const floorSearchWords = newSearchWords();

export const SCENARIOS: Scenario[] = [
  {
    name: 'inbox: 50 rows, status+platform',
    path: '/api/comments?status=pending&platform=judgeme&limit=50',
    // The route's own path: the page kept while the brand's data version stays the same (inbox-page-cache.ts).
    floor: (db, scope) =>
      inboxPageBody(
        db,
        scope,
        commentsQuerySchema.parse({ status: 'pending', platform: 'judgeme', limit: 50 }),
        JSON.stringify,
      ),
    freshFloor: (db, scope) =>
      listComments(db, scope, commentsQuerySchema.parse({ status: 'pending', platform: 'judgeme', limit: 50 })),
    target: LIST_TARGET,
    growth: true,
  },
  {
    name: `inbox: search "${REPEATED_SEARCH_WORD}", 50 rows`,
    path: `/api/comments?search=${REPEATED_SEARCH_WORD}&limit=50`,
    // The route's own path: the search page kept while the brand's data version stays the same.
    floor: (db, scope) =>
      searchPageBody(db, scope, commentsQuerySchema.parse({ search: REPEATED_SEARCH_WORD, limit: 50 }), JSON.stringify),
    freshFloor: (db, scope) =>
      listComments(db, scope, commentsQuerySchema.parse({ search: REPEATED_SEARCH_WORD, limit: 50 })),
    target: LIST_TARGET,
    growth: true,
  },
  {
    // The typing user: a search no earlier request of the run made, so no kept page and no kept counts answer it
    // (search-words.ts). Its floor searches its own rotation the same way, in this process.
    name: 'inbox: search, a new word each request',
    path: '/api/comments?search=<new word>&limit=50',
    paths: () => {
      const words = newSearchWords();
      return () => `/api/comments?search=${encodeURIComponent(words.next())}&limit=50`;
    },
    floor: (db, scope) =>
      listComments(db, scope, commentsQuerySchema.parse({ search: floorSearchWords.next(), limit: 50 })),
    target: LIST_TARGET,
    // The one search row whose cost can grow with the data set (more matches per word, the GIN index's plans).
    growth: true,
  },
  ...TIME_RANGES.map((timeRange) => ({
    name: `dashboard stats ${timeRange}`,
    path: `/api/dashboard/stats?timeRange=${timeRange}`,
    floor: (db: Database, scope: Scope) => currentDashboardStatsBody(db, scope, periodQuerySchema.parse({ timeRange })),
    target: INSIGHT_TARGET,
    growth: true,
  })),
  {
    name: 'product analytics 30d',
    path: '/api/analytics/products?timeRange=30d',
    floor: (db, scope) => currentProductAnalyticsJson(db, scope, periodQuerySchema.parse({ timeRange: '30d' })),
    target: INSIGHT_TARGET,
    growth: false,
  },
  {
    name: 'transactions: type+platform',
    path: '/api/credits/transactions?type=usage&platform=judgeme&limit=10',
    // The route's own path: the page kept while the account's ledger version stays the same
    // (transactions-page-cache.ts).
    floor: (db, scope) =>
      transactionsPageBody(
        db,
        scope.accountId,
        transactionsQuerySchema.parse({ type: 'usage', platform: 'judgeme', limit: 10 }),
        JSON.stringify,
      ),
    freshFloor: (db, scope) =>
      listTransactions(
        db,
        scope.accountId,
        transactionsQuerySchema.parse({ type: 'usage', platform: 'judgeme', limit: 10 }),
      ),
    target: LIST_TARGET,
    growth: true,
  },
];

/** A session for the bench user, the way the browser signs in (CSRF pair, then POST /auth/login). */
export async function signIn(baseUrl: string, email: string, password: string) {
  const csrf = (await (await fetch(`${baseUrl}/auth/csrf-token`)).json()) as { csrfToken: string };
  const headers = {
    'content-type': 'application/json',
    'x-csrf-token': csrf.csrfToken,
    cookie: `csrf_token=${csrf.csrfToken}`,
  };
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`bench login failed (${response.status}): ${JSON.stringify(body)}`);
  return { token: body.token, csrfHeaders: { 'x-csrf-token': csrf.csrfToken, cookie: `csrf_token=${csrf.csrfToken}` } };
}

/** The text of every review the ingestion row posts (`forgetIngestedReviews` finds them by it). */
const INGESTED_TEXT = 'Webhook review';

/**
 * Removes what earlier ingestion rows stored (their reviews and delivery records) and vacuums, so every run
 * measures the generated data set. Kept, each run's 40,000 reviews — posted "now", all saying "love it" — became
 * the newest items of both brands: after ten runs the newest 100,000 items of a brand held none of the common
 * words, and the first search of "great" measured a word the recent items lack (~1 s at 1M), not the cold cache.
 */
export async function forgetIngestedReviews(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Each deleted comment's foreign-key actions find the ledger entries and draft outcomes by their comment_id
    // indexes (migration 0022; db/foreign-key-indexes.test.ts): without them this delete ran for many minutes.
    const removed = await client.query(
      `DELETE FROM comments WHERE platform = 'judgeme' AND reviewer_name LIKE 'Webhook Customer %' AND content LIKE $1`,
      [`${INGESTED_TEXT} %`],
    );
    await client.query(
      `DELETE FROM webhook_deliveries WHERE platform = 'judgeme' AND payload -> 'accounts' ? 'bench-judgeme'`,
    );
    await client.query('COMMIT');
    // The whole database: the delete also rewrote the ledger entries, draft outcomes and automation events that
    // pointed at those reviews (SET NULL / CASCADE); left unvacuumed, the Transactions page's index-only count
    // visits the heap again and the next run measures bloat.
    if ((removed.rowCount ?? 0) > 0) await client.query('VACUUM (ANALYZE)');
    return removed.rowCount ?? 0;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

const countComments = async (pool: pg.Pool, accountId: string) =>
  Number((await pool.query(`SELECT count(*) AS n FROM comments WHERE account_id = $1`, [accountId])).rows[0].n);

/**
 * Transaction ids handed out so far (the next one's number, without taking one): the difference over the row is how
 * many transactions wrote, i.e. how well the deliveries were batched into commits. pg_stat_database's `xact_commit`
 * is not used: a connection reports its commits late (at the latest when it ends), so in a full run the ingestion
 * row counted thousands of the earlier rows' read-only transactions (docs/performance.md, "Issue 15, eleventh pass:
 * ingestion").
 */
const nextTransactionId = async (pool: pg.Pool) =>
  Number((await pool.query(`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS n`)).rows[0].n);

/**
 * Webhook ingestion: signed Judge.me review/created deliveries, each a new review, posted by autocannon;
 * the rate is the comments actually stored per second, timed to the last answer in milliseconds (a delivery is
 * answered after its commit, so everything counted was stored by then; autocannon itself ends a run `amount` on
 * its one-second tick). `processes` are the server's and PostgreSQL's, for the CPU each stored comment cost.
 */
export async function ingestion(
  baseUrl: string,
  pool: pg.Pool,
  accountId: string,
  deliveries: number,
  processes: { server: () => (number | undefined)[]; postgres: () => (number | undefined)[] },
) {
  const secret = SIMULATOR_APP_CREDENTIALS.judgeme.clientSecret;
  const run = crypto.randomBytes(4).toString('hex');
  let sequence = 0;
  const before = await countComments(pool, accountId);
  const transactionsBefore = await nextTransactionId(pool);
  const serverCpu = cpuMeter(processes.server);
  const postgresCpu = cpuMeter(processes.postgres);
  const started = performance.now();
  let lastAnswer = started;
  let failed = 0;
  const instance = autocannon({
    url: `${baseUrl}/webhooks/judgeme`,
    connections: 64,
    amount: deliveries,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sequence += 1;
          const body = JSON.stringify({
            event: 'review/created',
            shop_domain: 'bench-judgeme',
            platform: 'shopify',
            review: {
              id: `${run}${sequence}`,
              title: 'Bench review',
              body: `${INGESTED_TEXT} ${run}-${sequence}: love it`,
              rating: 1 + (sequence % 5),
              reviewer: { name: `Webhook Customer ${sequence}`, email: null },
              product_title: 'Product 1',
              created_at: new Date().toISOString(),
            },
          });
          const signature = crypto.createHmac('sha256', secret).update(body).digest('hex');
          return {
            ...request,
            body,
            headers: { 'content-type': 'application/json', 'judgeme-hmac-sha256': signature },
          };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, statusCode: number) => {
    lastAnswer = performance.now();
    if (statusCode < 200 || statusCode >= 300) failed += 1;
  });
  const result = await instance;
  const spentServer = serverCpu.elapsed();
  const spentPostgres = postgresCpu.elapsed();
  const seconds = (lastAnswer - started) / 1000;
  const stored = (await countComments(pool, accountId)) - before;
  // Writing transactions only (the counts above and the per-batch connection lookup read); nothing else writes.
  const transactions = (await nextTransactionId(pool)) - transactionsBefore;
  const perComment = (spent: number) => (stored > 0 ? spent / stored : 0);
  return {
    deliveries,
    stored,
    seconds,
    perSecond: stored / seconds,
    failed: failed + result.errors + result.timeouts,
    transactions,
    serverCpuPerComment: perComment(spentServer),
    postgresCpuPerComment: perComment(spentPostgres),
    // How many of the machine's cores the server and PostgreSQL got over the row: on a shared machine the rate
    // follows this share, not the work per comment (docs/performance.md "Issue 15, fifteenth pass: ingestion").
    coresUsed: seconds > 0 ? (spentServer + spentPostgres) / (seconds * 1000) : 0,
  };
}

/** 100 drafts with the builtin provider, 10 at a time, like a merchant's bulk "Generate". */
export async function bulkGeneration(
  baseUrl: string,
  pool: pg.Pool,
  session: Awaited<ReturnType<typeof signIn>>,
  brandId: string,
  count = 100,
) {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM comments WHERE brand_id = $1 AND status = 'pending' ORDER BY posted_at DESC LIMIT $2`,
    [brandId, count],
  );
  let next = 0;
  let ok = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next];
      next += 1;
      const response = await fetch(`${baseUrl}/api/comments/generate-response`, {
        method: 'POST',
        headers: {
          ...session.csrfHeaders,
          authorization: `Bearer ${session.token}`,
          'x-brand-id': brandId,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ commentId: row?.id, idempotencyKey: `bench-${crypto.randomUUID()}` }),
      });
      await response.arrayBuffer();
      if (response.ok) ok += 1;
    }
  };
  await Promise.all(Array.from({ length: 10 }, lane));
  const seconds = (performance.now() - started) / 1000;
  return { requested: rows.length, drafted: ok, seconds, perSecond: ok / seconds };
}

/** How many items `withRecentItems` posts: more than the 2,000 newest a search tests first. */
const RECENT_ITEMS = 5_000;

async function timedSearch(baseUrl: string, headers: Record<string, string>, word: string) {
  return timedGet(baseUrl, headers, `search=${word}&limit=50`, word);
}

async function timedGet(baseUrl: string, headers: Record<string, string>, query: string, word: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/comments?${query}`, { headers });
  await response.arrayBuffer();
  return { word, ms: performance.now() - started, status: response.status };
}

/** How long a merchant looks at the first inbox page before the first search's answer is asked for (BENCH_THINK_MS). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);

/**
 * What a merchant meets first with nothing cached (the server just started): the inbox's first page without a
 * search, then, after THINK_MS (reading it, typing), the first search of each common word: the page and its tab
 * counts. One request each; its latency in ms.
 */
export async function coldSearches(baseUrl: string, headers: Record<string, string>) {
  // The server just started: its pool holds the connection sign-in used. Open the others first (20 concurrent
  // requests of the dashboard, which reads the rollups and no item), so a request measures its reads, not
  // connecting to PostgreSQL.
  await Promise.all(
    Array.from({ length: 20 }, async () => (await fetch(`${baseUrl}/api/dashboard/stats`, { headers })).arrayBuffer()),
  );
  const page = await timedGet(baseUrl, headers, 'limit=50', 'inbox page');
  await new Promise((resolve) => setTimeout(resolve, THINK_MS));
  const searches: { word: string; ms: number; status: number }[] = [];
  for (const word of COLD_SEARCH_WORDS) searches.push(await timedSearch(baseUrl, headers, word));
  return { page, searches };
}

/**
 * The first searches of a rare word and of an old one: RECENT_ITEMS reviews posted now to the brand (saying
 * "love it", like the ingestion row's, and removed the same way by `forgetIngestedReviews`), then one search each.
 */
export async function rareAndOldSearches(
  baseUrl: string,
  headers: Record<string, string>,
  pool: pg.Pool,
  scope: Scope,
) {
  const rare = await timedSearch(baseUrl, headers, RARE_SEARCH_WORD);
  await pool.query(
    `INSERT INTO comments (account_id, brand_id, platform, external_id, content, reviewer_name, status, posted_at, received_at)
     SELECT $1, $2, 'judgeme', 'bench-recent-' || i, $3 || ' ' || i || ': love it', 'Webhook Customer ' || i,
            (ARRAY['pending','draft','sent','sent','sent'])[1 + i % 5]::comment_status,
            now() - (i || ' seconds')::interval, now()
     FROM generate_series(1, $4::int) i`,
    [scope.accountId, scope.brandId, INGESTED_TEXT, RECENT_ITEMS],
  );
  const old = await timedSearch(baseUrl, headers, OLD_SEARCH_WORD);
  return { rare, old, recentItems: RECENT_ITEMS };
}
