import pg from 'pg';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { benchRows, openBenchDatabase } from './bench-db.ts';

export const BENCH_USER = { email: 'bench@bizamply.test', password: 'Bench#2026!' };

/** The bench user's account and first brand (Bench Brand A), the scope every row reads. */
export async function benchUserScope(pool: pg.Pool): Promise<{ accountId: string; brandId: string }> {
  const { rows } = await pool.query<{ accountId: string; brandId: string }>(
    `SELECT u.account_id AS "accountId", b.id AS "brandId" FROM users u JOIN brands b ON b.account_id = u.account_id
     WHERE u.email = $1 ORDER BY b.name LIMIT 1`,
    [BENCH_USER.email],
  );
  const scope = rows[0];
  if (!scope) throw new Error('bench user has no brand');
  return scope;
}
export const SIZES = { comments: 1_000_000, products: 5_000, transactions: 200_000 };
export type Sizes = typeof SIZES;
/** Comments are inserted a million at a time. */
const COMMENT_SLICE = 1_000_000;

/** The data set scaled to `comments` rows, in the full set's proportions. */
export function sizesFor(comments: number): Sizes {
  return {
    comments,
    products: Math.max(100, Math.min(5_000, Math.round(comments / 200))),
    transactions: Math.round(comments / 5),
  };
}

/**
 * Loads the benchmark data set (1M comments across 2 brands and all platforms, 5,000 products, 200,000
 * credit transactions) with set-based INSERT … SELECT generate_series, server-side, in one transaction.
 * Deterministic: every value derives from the row number through hashes, never from random().
 */
export async function generate(
  url: string,
  sizes: Sizes = SIZES,
): Promise<{ seconds: number; skipped: boolean; bytes: number }> {
  const handle = connectDatabase(url, 2);
  await migrateDatabase(handle.db, handle.pool);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client.query(`SELECT 1 FROM users WHERE email = $1`, [BENCH_USER.email]);
    const databaseBytes = async () =>
      Number((await client.query(`SELECT pg_database_size(current_database()) AS bytes`)).rows[0]?.bytes ?? 0);
    if (existing.rowCount) return { seconds: 0, skipped: true, bytes: await databaseBytes() };
    const started = performance.now();
    await client.query('BEGIN');
    await client.query(`SET LOCAL synchronous_commit = off`);
    const account = await client.query<{ id: string }>(
      `INSERT INTO accounts (company_name, setup_status) VALUES ('Bench Co', 'completed') RETURNING id`,
    );
    const accountId = account.rows[0]?.id;
    const passwordHash = await hashPassword(BENCH_USER.password);
    const user = await client.query<{ id: string }>(
      `INSERT INTO users (account_id, email, first_name, last_name, password_hash, email_verified_at, firstime_setup)
       VALUES ($1, $2, 'Bench', 'User', $3, now(), 1) RETURNING id`,
      [accountId, BENCH_USER.email, passwordHash],
    );
    const userId = user.rows[0]?.id;
    const brands = await client.query<{ id: string }>(
      `INSERT INTO brands (account_id, name, domain) VALUES ($1, 'Bench Brand A', 'bench-a.myshopify.com'), ($1, 'Bench Brand B', 'bench-b.myshopify.com') RETURNING id`,
      [accountId],
    );
    const [brandA, brandB] = brands.rows.map((row) => row.id);
    await client.query(
      `INSERT INTO connections (account_id, brand_id, platform, external_id)
       SELECT $1, b, p::platform, 'bench-' || p FROM unnest($2::uuid[]) b, unnest(enum_range(NULL::platform)) p`,
      [accountId, [brandA, brandB]],
    );
    await client.query(
      `INSERT INTO products (account_id, brand_id, external_id, title, price)
       SELECT $1, CASE WHEN i % 2 = 0 THEN $2::uuid ELSE $3::uuid END, 'gid://shopify/Product/' || i,
              initcap((ARRAY['classic','organic','premium','everyday','travel','deluxe','mini','signature'])[1 + i % 8]) || ' ' ||
              (ARRAY['Serum','Beans','Grinder','Mug','Cream','Cleanser','Tumbler','Kit','Oil','Mask'])[1 + (i / 8) % 10] || ' ' || i,
              10 + (i % 90)
       FROM generate_series(1, $4::int) i`,
      [accountId, brandA, brandB, sizes.products],
    );
    // Bulk loads build secondary indexes once at the end instead of row by row: the full-text GIN index
    // alone would otherwise cost more than the insert. The definitions are read from the migrated schema.
    const indexes = await client.query<{ indexdef: string; indexname: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'comments' AND indexname <> 'comments_pkey'
         AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'comments'::regclass)`,
    );
    for (const { indexname } of indexes.rows) await client.query(`DROP INDEX ${indexname}`);
    // h = a stable 32-bit hash of the row number; every "random" attribute is a slice of it. In slices of a
    // million rows: the rollup triggers then fold a bounded transition table per statement (10M = 10 slices).
    for (let first = 1; first <= sizes.comments; first += COMMENT_SLICE) {
      const last = Math.min(sizes.comments, first + COMMENT_SLICE - 1);
      await client.query(
        `INSERT INTO comments (account_id, brand_id, platform, external_id, content, rating, reviewer_name, product_id, product_title,
                               status, draft_content, sent_content, posted_at, received_at, responded_at, response_time_hours, language)
         SELECT $1, CASE WHEN i % 2 = 0 THEN $2::uuid ELSE $3::uuid END,
                (ARRAY['judgeme','yotpo','shopify','instagram','facebook','tiktok'])[1 + (h % 6)]::platform,
                'bench-' || i,
                (ARRAY['Love it, great quality and fast shipping','Arrived damaged, disappointed','Good value, nice packaging',
                       'Terrible support, never again','Excellent product, would buy again','Okay but expected more'])[1 + ((h / 7) % 6)] || ' #' || i,
                CASE WHEN h % 6 < 3 THEN 1 + ((h / 11) % 5) ELSE NULL END,
                'Customer ' || (h % 50000),
                'gid://shopify/Product/' || (1 + h % $4::int),
                'Product ' || (1 + h % $4::int),
                (ARRAY['pending','draft','sent','sent','sent'])[1 + ((h / 13) % 5)]::comment_status,
                CASE WHEN (h / 13) % 5 >= 1 THEN 'Thank you for your feedback!' END,
                CASE WHEN (h / 13) % 5 >= 2 THEN 'Thank you for your feedback!' END,
                ts, ts + interval '2 minutes',
                CASE WHEN (h / 13) % 5 >= 2 THEN ts + ((1 + (h / 17) % 72) || ' hours')::interval END,
                CASE WHEN (h / 13) % 5 >= 2 THEN 1 + (h / 17) % 72 END,
                (ARRAY['en','en','en','es','fr','de'])[1 + ((h / 19) % 6)]
         FROM (SELECT i, abs(hashint4(i)) AS h, now() - ((i % 365) || ' days')::interval - ((i % 1440) || ' minutes')::interval AS ts
               FROM generate_series($5::int, $6::int) i) s`,
        [accountId, brandA, brandB, sizes.products, first, last],
      );
    }
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    for (const { indexdef } of indexes.rows) await client.query(indexdef);
    await client.query(
      `INSERT INTO credit_ledger (account_id, brand_id, user_id, type, status, platform, delta, description, idempotency_key, created_at)
       SELECT $1, CASE WHEN i % 2 = 0 THEN $2::uuid ELSE $3::uuid END, $4,
              CASE WHEN i % 50 = 0 THEN 'refill'::credit_entry_type ELSE 'usage'::credit_entry_type END,
              'success', (ARRAY['judgeme','yotpo','shopify','instagram'])[1 + i % 4]::credit_platform,
              CASE WHEN i % 50 = 0 THEN 1000 ELSE -1 - (i % 2) END,
              CASE WHEN i % 50 = 0 THEN 'Credit pack: 1000 credits' ELSE 'AI response generated' END,
              'bench-' || i, now() - ((i % 365) || ' days')::interval
       FROM generate_series(1, $5::int) i`,
      [accountId, brandA, brandB, userId, sizes.transactions],
    );
    await client.query(
      `INSERT INTO credit_accounts (account_id, total_credits, used_credits)
       SELECT $1, coalesce(sum(delta) FILTER (WHERE delta > 0), 0), coalesce(-sum(delta) FILTER (WHERE delta < 0), 0)
       FROM credit_ledger WHERE account_id = $1`,
      [accountId],
    );
    await client.query('COMMIT');
    // A bulk-loaded table in production is vacuumed by autovacuum soon after: the visibility map that makes
    // index-only scans index-only is part of a realistic data set.
    await client.query('VACUUM ANALYZE');
    return { seconds: (performance.now() - started) / 1000, skipped: false, bytes: await databaseBytes() };
  } finally {
    await client.end();
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = sizesFor(benchRows());
  const { url, embedded } = await openBenchDatabase(sizes.comments);
  const result = await generate(url, sizes);
  const size = `${(result.bytes / 2 ** 30).toFixed(2)} GB on disk`;
  console.log(
    result.skipped
      ? `bench data already loaded (${size})`
      : `loaded ${sizes.comments.toLocaleString()} comments, ${sizes.products.toLocaleString()} products, ${sizes.transactions.toLocaleString()} transactions in ${result.seconds.toFixed(1)} s (${size})`,
  );
  await embedded?.stop();
}
