/**
 * The search page's items as JSON built by PostgreSQL (row_to_json per item, one text per page) against read as
 * columns and turned into the answer by Node (pg's row parse, commentDto, the compiled serializer), issue 15's
 * seventeenth pass. Two measures: (1) a new word's page through the newest-2,000 window (the common word's
 * statement), Node's and PostgreSQL's CPU per page, the two forms alternated per word and their answers compared
 * byte for byte; (2) PostgreSQL alone, each form over the newest 50,000 items written to /dev/null (COPY), its CPU
 * per 50 rows, alternated. `npx tsx bench/src/page-json-cost.ts -- --data-dir /tmp/bench-x [--calls 300] [--seed 15]`
 */
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { readArrays } from '../../apps/server/src/db/reads.ts';
import { commentDto } from '../../apps/server/src/modules/comments/comment.dto.ts';
import { pageRowReader, PAGE_COLUMNS } from '../../apps/server/src/modules/comments/comment-page-row.ts';
import {
  MATCHES_IN_WINDOW,
  newestItems,
  searchQuery,
} from '../../apps/server/src/modules/comments/comment-search.queries.ts';
import { benchRows, flag, openBenchDatabase } from './bench-db.ts';
import { benchUserScope } from './generate.ts';
import { cpuMeter } from './load.ts';
import { newSearchWords } from './search-words.ts';
import { inboxPageSerializer } from './inbox-page-serializer.ts';
import { ITEM_JSON } from './page-json-sql.ts';

const CALLS = Number(flag('calls', 'PAGE_JSON_CALLS') ?? 300);
const database = await openBenchDatabase(benchRows());
const postgres = cpuMeter(database.postgresPids);
const { db, pool, close } = connectDatabase(database.url, 1);
const scope = await benchUserScope(pool);

const values = (tsquery: string) => [scope.accountId, scope.brandId, tsquery];
const page = `SELECT id, status, posted_at FROM ${newestItems(undefined, '', 2000)} w WHERE ${MATCHES_IN_WINDOW}
    ORDER BY posted_at DESC, id DESC LIMIT 50`;
const JOIN = `FROM comments c JOIN (${page}) page ON c.brand_id = $2 AND c.status = page.status AND c.posted_at = page.posted_at AND c.id = page.id
     WHERE c.account_id = $1`;
const COLUMNS_TEXT = `SELECT ${PAGE_COLUMNS} ${JOIN} ORDER BY c.posted_at DESC, c.id DESC`;
const JSON_TEXT = `SELECT '[' || string_agg(row_to_json(i)::text, ',' ORDER BY i.time DESC, i.id DESC) || ']' FROM (${ITEM_JSON} ${JOIN}) i`;

const rowsOf = pageRowReader(0);
const serialize = inboxPageSerializer();
const rest = {
  pagination: { currentPage: 1, limit: 50, totalCount: 100, totalPages: 2, hasPrev: false, hasNext: true },
  counts: { pending: 1, draft: 2, sent: 3, spam: 4, held: 5 },
};

async function viaColumns(tsquery: string): Promise<string> {
  const rows = (await readArrays(db, COLUMNS_TEXT, values(tsquery))).map(rowsOf);
  return serialize({ success: true, data: { comments: rows.map(commentDto), ...rest } });
}
const restJson = serialize({ success: true, data: { comments: [], ...rest } });
const comments = '"comments":[]';
async function viaJson(tsquery: string): Promise<string> {
  const [row] = await readArrays(db, JSON_TEXT, values(tsquery));
  const items = (row?.[0] as string | null) ?? '[]';
  const at = restJson.indexOf(comments);
  return `${restJson.slice(0, at)}"comments":${items}${restJson.slice(at + comments.length)}`;
}

const words = newSearchWords(Number(flag('seed', 'PAGE_JSON_SEED') ?? 15));
const spent = { columns: { node: 0, pg: 0 }, json: { node: 0, pg: 0 } };
let differ = 0;
let items = 0;
for (let call = 0; call < CALLS; call += 1) {
  const tsquery = searchQuery(words.next()) ?? 'love:*';
  const order = call % 2 === 0 ? (['columns', 'json'] as const) : (['json', 'columns'] as const);
  const answers: Record<string, string> = {};
  for (const kind of order) {
    postgres.restart();
    const start = process.cpuUsage();
    answers[kind] = await (kind === 'columns' ? viaColumns : viaJson)(tsquery);
    const used = process.cpuUsage(start);
    spent[kind].node += (used.user + used.system) / 1000;
    spent[kind].pg += postgres.elapsed();
  }
  if (answers.columns !== answers.json) {
    differ += 1;
    const a = answers.columns ?? '';
    const b = answers.json ?? '';
    let at = 0;
    while (at < a.length && a[at] === b[at]) at += 1;
    if (differ <= 3) console.log('differ', tsquery, a.slice(at - 80, at + 60), '\n   ', b.slice(at - 80, at + 60));
  }
  items += (JSON.parse(answers.columns ?? '{}') as { data: { comments: unknown[] } }).data.comments.length;
}
for (const kind of ['columns', 'json'] as const)
  console.log(
    `${kind}: Node ${(spent[kind].node / CALLS).toFixed(3)} ms, PostgreSQL ${(spent[kind].pg / CALLS).toFixed(3)} ms per page`,
  );
console.log(`items per page ${(items / CALLS).toFixed(1)}, answers differing ${differ} of ${CALLS}`);

const newest = `FROM (SELECT * FROM comments WHERE account_id = $1 ORDER BY posted_at DESC LIMIT 50000) c`;
const bulk = {
  columns: `SELECT ${PAGE_COLUMNS} ${newest}`,
  json: `SELECT row_to_json(i) FROM (${ITEM_JSON} ${newest}) i`,
  'rows alone': `SELECT 1 ${newest}`,
};
const literal = (text: string) => text.replace('$1', `'${scope.accountId}'`);
const perRows: Record<string, number[]> = {};
for (let round = 0; round < 6; round += 1)
  for (const [label, text] of Object.entries(bulk)) {
    postgres.restart();
    await pool.query(`COPY (${literal(text)}) TO '/dev/null'`);
    (perRows[label] ??= []).push(postgres.elapsed() / 1000);
  }
for (const [label, list] of Object.entries(perRows))
  console.log(`${label}: PostgreSQL ${list.map((ms) => ms.toFixed(2)).join(' ')} ms per 50 rows (COPY, 6 rounds)`);
await close();
await database.embedded?.stop();
