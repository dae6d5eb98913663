/**
 * Server CPU and young-generation collections of writing a 50-item inbox page as the route does (commentDto over
 * fresh rows, the text, the kept Buffer): the route's compiled serializer (fast-json-stringify) against
 * JSON.stringify (inbox-page-json.ts), alternated, the texts checked equal. A fixed young generation makes the
 * collections a measure of what each allocates. Issue 15, seventeenth pass.
 * `node --min-semi-space-size=16 --max-semi-space-size=16 --import tsx bench/src/page-write-cost.ts --data-dir …`
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { readArrays } from '../../apps/server/src/db/reads.ts';
import { commentDto } from '../../apps/server/src/modules/comments/comment.dto.ts';
import { PAGE_COLUMNS, pageRowReader } from '../../apps/server/src/modules/comments/comment-page-row.ts';
import { inboxPageSerializer } from './inbox-page-serializer.ts';
import { benchRows, openBenchDatabase } from './bench-db.ts';
import { benchUserScope } from './generate.ts';

const PAGES = 20_000;
const database = await openBenchDatabase(benchRows());
const { db, pool, close } = connectDatabase(database.url, 1);
const scope = await benchUserScope(pool);
const raw = await readArrays(
  db,
  `SELECT ${PAGE_COLUMNS} FROM comments c WHERE account_id = $1 AND brand_id = $2 ORDER BY posted_at DESC LIMIT 50 OFFSET 1000`,
  [scope.accountId, scope.brandId],
);
await close();
await database.embedded?.stop();

const reader = pageRowReader(0);
const serialize = inboxPageSerializer();
// Each page from rows of its own strings, as pg's parse gives them.
const freshRows = () =>
  raw.map((row) => row.map((value) => (typeof value === 'string' ? ` ${value}`.slice(1) : value)));
const page = () => ({
  success: true,
  data: {
    comments: freshRows().map(reader).map(commentDto),
    pagination: { currentPage: 1, limit: 50, totalCount: 100, totalPages: 2, hasPrev: false, hasNext: true },
    counts: { pending: 1, draft: 2, sent: 3, spam: 4, held: 5 },
  },
});
if (serialize(page()) !== JSON.stringify(page())) throw new Error('the two texts differ');

let scavenges = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if ((entry as unknown as { detail?: { kind?: number } }).detail?.kind === 1) scavenges += 1;
}).observe({ entryTypes: ['gc'] });
const kept: Buffer[] = [];
const writers = { 'compiled serializer': serialize, 'JSON.stringify': JSON.stringify, 'dto alone': () => '' };
for (let round = 0; round < 3; round += 1)
  for (const [label, write] of Object.entries(writers)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    scavenges = 0;
    const start = process.cpuUsage();
    for (let index = 0; index < PAGES; index += 1) kept[index % 64] = Buffer.from(write(page()));
    const used = process.cpuUsage(start);
    await new Promise((resolve) => setTimeout(resolve, 50));
    console.log(
      `${label}: ${((used.user + used.system) / 1000 / PAGES).toFixed(3)} ms CPU a page, ` +
        `${((scavenges / PAGES) * 1000).toFixed(1)} scavenges per 1,000 pages`,
    );
  }
