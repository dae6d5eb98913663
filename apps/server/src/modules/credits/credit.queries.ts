import { eq } from 'drizzle-orm';
import type { CreditBalance, CreditTransaction, TransactionsQuery } from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { readRows } from '../../db/reads.ts';
import { creditAccounts } from '../../db/schema/index.ts';

export async function findBalance(db: Executor, accountId: string): Promise<CreditBalance> {
  const [row] = await db
    .select({ totalCredits: creditAccounts.totalCredits, usedCredits: creditAccounts.usedCredits })
    .from(creditAccounts)
    .where(eq(creditAccounts.accountId, accountId));
  const totalCredits = row?.totalCredits ?? 0;
  const usedCredits = row?.usedCredits ?? 0;
  return { totalCredits, usedCredits, availableCredits: totalCredits - usedCredits };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-only end is inclusive of that whole day. */
function endBound(value: string): Date {
  const date = new Date(value);
  return DATE_ONLY.test(value) ? new Date(date.getTime() + 24 * 60 * 60 * 1000) : new Date(date.getTime() + 1);
}

/** One Transactions row as the page reads it (createdAt as an ISO string). */
export interface LedgerListRow {
  id: string;
  brandId: string | null;
  brandName: string | null;
  type: CreditTransaction['type'];
  platform: CreditTransaction['platform'];
  status: CreditTransaction['status'];
  delta: number;
  createdAt: string;
  description: string;
  customerMessage: string | null;
  response: string | null;
  commentId: string | null;
  metadata: Record<string, unknown>;
}

type LedgerPageRow = LedgerListRow & { total: number; totalCredits: number; usedCredits: number };

/** From this offset on the page picks its ids from the index alone, then reads only its own rows. */
const DEFERRED_FROM_OFFSET = 500;

/** The SQL text of one kind of Transactions page: the page, its total and the balance in one statement. */
function ledgerPageStatement(accountId: string, query: TransactionsQuery): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const account = param(accountId);
  const terms = [`account_id = ${account}`];
  if (query.status) terms.push(`status = ${param(query.status)}`);
  if (query.type) terms.push(`type = ${param(query.type)}`);
  if (query.platform) terms.push(`platform = ${param(query.platform)}`);
  const exactTerms = [...terms];
  // A brand's entries and the account-wide ones (purchases, grants) that belong to every brand.
  if (query.brandId) terms.push(`(brand_id = ${param(query.brandId)}::uuid OR brand_id IS NULL)`);
  if (query.startDate) terms.push(`created_at >= ${param(new Date(query.startDate).toISOString())}::timestamptz`);
  if (query.endDate) terms.push(`created_at < ${param(endBound(query.endDate).toISOString())}::timestamptz`);
  if (query.search) {
    const pattern = param(`%${escapeLike(query.search)}%`);
    terms.push(`(description ILIKE ${pattern} OR customer_message ILIKE ${pattern} OR response ILIKE ${pattern})`);
  }
  const where = terms.join(' AND ');
  // Without a search, a brand or a date range the total is a sum over credit_ledger_counts (kept by trigger, migration
  // 0012: at most a few dozen rows per account); otherwise the matching entries are counted.
  const total =
    query.search || query.brandId || query.startDate || query.endDate
      ? `SELECT count(*)::int AS total FROM credit_ledger WHERE ${where}`
      : `SELECT coalesce(sum(entries), 0)::int AS total FROM credit_ledger_counts WHERE ${exactTerms.join(' AND ')}`;
  const balance = `SELECT coalesce(max(total_credits), 0)::int AS "totalCredits", coalesce(max(used_credits), 0)::int AS "usedCredits"
    FROM credit_accounts WHERE account_id = ${account}`;
  const offset = (query.page - 1) * query.limit;
  // The limit is part of the text (a validated integer) and the first page has no OFFSET, so the prepared
  // statement's generic plan is as cheap as a custom one and is kept (no planning per request).
  const window = `ORDER BY created_at DESC, id DESC LIMIT ${Math.trunc(query.limit)}${offset > 0 ? ` OFFSET ${param(offset)}` : ''}`;
  const entries =
    offset >= DEFERRED_FROM_OFFSET && !query.search
      ? `SELECT * FROM credit_ledger WHERE id IN (SELECT id FROM credit_ledger WHERE ${where} ${window})`
      : `SELECT * FROM credit_ledger WHERE ${where} ${window}`;
  const page = `SELECT l.id, l.brand_id AS "brandId", b.name AS "brandName", l.type, l.platform, l.status, l.delta,
      (l.created_at AT TIME ZONE 'UTC') AS "createdAt", l.description, l.customer_message AS "customerMessage",
      l.response, l.comment_id AS "commentId", l.metadata
    FROM (${entries}) l LEFT JOIN brands b ON b.id = l.brand_id AND b.account_id = ${account}`;
  return {
    text: `SELECT k.total, c."totalCredits", c."usedCredits", p.* FROM (${total}) k CROSS JOIN (${balance}) c
      LEFT JOIN (${page}) p ON true ORDER BY p."createdAt" DESC, p.id DESC`,
    values,
  };
}

/** The account's ledger page, newest first, with its total and the balance: one round trip. */
export async function listLedgerPage(
  db: Database,
  accountId: string,
  query: TransactionsQuery,
): Promise<{ rows: LedgerListRow[]; totalCount: number; balance: CreditBalance }> {
  const { text, values } = ledgerPageStatement(accountId, query);
  const rows = await readRows<LedgerPageRow>(db, text, values);
  const first = rows[0];
  const totalCredits = first?.totalCredits ?? 0;
  const usedCredits = first?.usedCredits ?? 0;
  return {
    rows: rows.filter((row) => row.id !== null),
    totalCount: first?.total ?? 0,
    balance: { totalCredits, usedCredits, availableCredits: totalCredits - usedCredits },
  };
}
