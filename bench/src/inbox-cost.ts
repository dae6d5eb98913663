/**
 * Node CPU of one inbox (and Transactions) answer, stage by stage, on the bench data set (1M by default; `--rows`,
 * `--data-dir`): the page statement read through the pool (pg's protocol and row parsing; PostgreSQL's own time is
 * a wait and does not count), the items built from the rows (commentDto) and the compiled serializer writing the
 * body; beside it the CPU PostgreSQL's processes spent on the same calls (from /proc, 10 ms ticks).
 * Sequential calls in one process: a ratio that holds on a busy machine, unlike req/s.
 * `npx tsx bench/src/inbox-cost.ts -- --data-dir /tmp/benchfinal`
 */
import {
  commentsQuerySchema,
  commentsResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '@bizamply/contracts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { listComments } from '../../apps/server/src/modules/comments/comment.service.ts';
import { inboxPageBody } from '../../apps/server/src/modules/comments/inbox-page-cache.ts';
import { listTransactions } from '../../apps/server/src/modules/credits/credit.service.ts';
import { createResponseSerializerCompiler } from '../../apps/server/src/plugins/serialization.ts';
import { benchRows, openBenchDatabase } from './bench-db.ts';
import { benchUserScope } from './generate.ts';
import { cpuMeter } from './load.ts';

const CALLS = 1000;

const database = await openBenchDatabase(benchRows());
const postgres = cpuMeter(database.postgresPids);

/** Node's CPU per call, and PostgreSQL's. */
async function cpuMsPerCall(call: () => Promise<unknown> | unknown): Promise<{ node: number; postgres: number }> {
  for (let index = 0; index < 50; index += 1) await call();
  const start = process.cpuUsage();
  postgres.restart();
  for (let index = 0; index < CALLS; index += 1) await call();
  const spent = process.cpuUsage(start);
  return { node: (spent.user + spent.system) / 1000 / CALLS, postgres: postgres.elapsed() / CALLS };
}

const { db, pool, close } = connectDatabase(database.url, 10);
function report(
  label: string,
  items: number,
  bytes: number,
  read: { node: number; postgres: number },
  write: { node: number },
) {
  console.log(
    `${label} (${items} items, ${(bytes / 1024).toFixed(1)} KB): read + items ${read.node.toFixed(3)} ms, ` +
      `serializer ${write.node.toFixed(3)} ms of Node CPU per answer; PostgreSQL ${read.postgres.toFixed(3)} ms`,
  );
}

try {
  const scope = await benchUserScope(pool);
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
    report(label, data.comments.length, write(body).length, await cpuMsPerCall(() => listComments(db, scope, query)), {
      node: (await cpuMsPerCall(() => write(body))).node,
    });
  }
  // The route's path for a page without a search: the brand's version read, the kept answer sent.
  const keptQuery = commentsQuerySchema.parse({ status: 'pending', platform: 'judgeme', limit: 50 });
  const kept = await inboxPageBody(db, scope, keptQuery, write);
  report(
    'inbox 50 rows, kept page',
    50,
    kept.json.length,
    await cpuMsPerCall(() => inboxPageBody(db, scope, keptQuery, write)),
    {
      node: 0,
    },
  );
  const writeTransactions = createResponseSerializerCompiler({ verify: false })({
    schema: transactionsResponseSchema,
    method: 'GET',
    url: '/api/credits/transactions',
    httpStatus: '200',
  });
  const query = transactionsQuerySchema.parse({ type: 'usage', platform: 'judgeme', limit: 10 });
  const data = await listTransactions(db, scope.accountId, query);
  const body = { success: true, data };
  report(
    'transactions type+platform',
    data.transactions.length,
    writeTransactions(body).length,
    await cpuMsPerCall(() => listTransactions(db, scope.accountId, query)),
    { node: (await cpuMsPerCall(() => writeTransactions(body))).node },
  );
} finally {
  await close();
  await database.embedded?.stop();
}
