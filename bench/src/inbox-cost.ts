/**
 * Node CPU of one inbox answer, stage by stage, on the bench data set (1M by default; `--rows`, `--data-dir`):
 * the page statement read through the pool (pg's protocol and row parsing; PostgreSQL's own time is a wait and
 * does not count), the items built from the rows (commentDto) and the compiled serializer writing the body.
 * Sequential calls in one process: a ratio that holds on a busy machine, unlike req/s.
 * `npx tsx bench/src/inbox-cost.ts -- --data-dir /tmp/benchfinal`
 */
import { commentsQuerySchema, commentsResponseSchema } from '@bizamply/contracts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { listComments } from '../../apps/server/src/modules/comments/comment.service.ts';
import { createResponseSerializerCompiler } from '../../apps/server/src/plugins/serialization.ts';
import { benchRows, openBenchDatabase } from './bench-db.ts';
import { BENCH_USER } from './generate.ts';

const CALLS = 400;

async function cpuMsPerCall(call: () => Promise<unknown> | unknown): Promise<number> {
  for (let index = 0; index < 50; index += 1) await call();
  const start = process.cpuUsage();
  for (let index = 0; index < CALLS; index += 1) await call();
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) / 1000 / CALLS;
}

const database = await openBenchDatabase(benchRows());
const { db, pool, close } = connectDatabase(database.url, 10);
try {
  const { rows } = await pool.query<{ accountId: string; brandId: string }>(
    `SELECT u.account_id AS "accountId", b.id AS "brandId" FROM users u JOIN brands b ON b.account_id = u.account_id
     WHERE u.email = $1 ORDER BY b.name LIMIT 1`,
    [BENCH_USER.email],
  );
  const scope = rows[0];
  if (!scope) throw new Error('bench user has no brand');
  const write = createResponseSerializerCompiler({ verify: false })({
    schema: commentsResponseSchema,
    method: 'GET',
    url: '/api/comments',
    httpStatus: '200',
  });
  for (const [label, raw] of [
    ['inbox 50 rows, status+platform', { status: 'pending', platform: 'judgeme', limit: 50 }],
    ['search "love", 50 rows', { search: 'love', limit: 50 }],
  ] as const) {
    const query = commentsQuerySchema.parse(raw);
    const data = await listComments(db, scope, query);
    const body = { success: true, data };
    const readAndBuild = await cpuMsPerCall(() => listComments(db, scope, query));
    const serialize = await cpuMsPerCall(() => write(body));
    console.log(
      `${label} (${data.comments.length} items, ${(write(body).length / 1024).toFixed(1)} KB): read + items ` +
        `${readAndBuild.toFixed(3)} ms, serializer ${serialize.toFixed(3)} ms of Node CPU per answer`,
    );
  }
} finally {
  await close();
  await database.embedded?.stop();
}
