import { eq } from 'drizzle-orm';
import type { CreditBalance, CreditTransaction, TransactionsQuery } from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { databaseReadsPerTurn, readArrays, readRows, statementTexts, versionOrZero } from '../../db/reads.ts';
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

type LedgerPageRow = LedgerListRow & {
  total: number;
  totalCredits: number;
  usedCredits: number;
  version: string | null;
};

/** From this offset on the page picks its ids from the index alone, then reads only its own rows. */
const DEFERRED_FROM_OFFSET = 500;

/** Where each of a page's values sits in its statement (`$n`), or null for a filter the page does not use. */
interface LedgerPlaceholders {
  status: string | null;
  type: string | null;
  platform: string | null;
  brand: string | null;
  start: string | null;
  end: string | null;
  search: string | null;
  offset: string | null;
}

/**
 * The SQL text of one kind of Transactions page: the page, its total, the balance and the account's ledger version
 * (migration 0025) in one statement, so the version is the one of the snapshot the rows were read in.
 */
function ledgerPageText(at: LedgerPlaceholders, limit: number, deferred: boolean): string {
  const terms = ['account_id = $1'];
  if (at.status) terms.push(`status = ${at.status}`);
  if (at.type) terms.push(`type = ${at.type}`);
  if (at.platform) terms.push(`platform = ${at.platform}`);
  const exactTerms = [...terms];
  // A brand's entries and the account-wide ones (purchases, grants) that belong to every brand.
  if (at.brand) terms.push(`(brand_id = ${at.brand}::uuid OR brand_id IS NULL)`);
  if (at.start) terms.push(`created_at >= ${at.start}::timestamptz`);
  if (at.end) terms.push(`created_at < ${at.end}::timestamptz`);
  if (at.search) {
    terms.push(
      `(description ILIKE ${at.search} OR customer_message ILIKE ${at.search} OR response ILIKE ${at.search})`,
    );
  }
  const where = terms.join(' AND ');
  // Without a search, a brand or a date range the total is a sum over credit_ledger_counts (kept by trigger, migration
  // 0012: at most a few dozen rows per account); otherwise the matching entries are counted.
  const total =
    at.search || at.brand || at.start || at.end
      ? `SELECT count(*)::int AS total FROM credit_ledger WHERE ${where}`
      : `SELECT coalesce(sum(entries), 0)::int AS total FROM credit_ledger_counts WHERE ${exactTerms.join(' AND ')}`;
  const balance = `SELECT coalesce(max(total_credits), 0)::int AS "totalCredits", coalesce(max(used_credits), 0)::int AS "usedCredits"
    FROM credit_accounts WHERE account_id = $1`;
  // The limit is part of the text (a validated integer) and the first page has no OFFSET, so the prepared
  // statement's generic plan is as cheap as a custom one and is kept (no planning per request).
  const window = `ORDER BY created_at DESC, id DESC LIMIT ${limit}${at.offset ? ` OFFSET ${at.offset}` : ''}`;
  const entries = deferred
    ? `SELECT * FROM credit_ledger WHERE id IN (SELECT id FROM credit_ledger WHERE ${where} ${window})`
    : `SELECT * FROM credit_ledger WHERE ${where} ${window}`;
  const page = `SELECT l.id, l.brand_id AS "brandId", b.name AS "brandName", l.type, l.platform, l.status, l.delta,
      (l.created_at AT TIME ZONE 'UTC') AS "createdAt", l.description, l.customer_message AS "customerMessage",
      l.response, l.comment_id AS "commentId", l.metadata
    FROM (${entries}) l LEFT JOIN brands b ON b.id = l.brand_id AND b.account_id = $1`;
  const version = `(SELECT version::text FROM credit_ledger_versions WHERE account_id = $1) AS version`;
  return `SELECT k.total, c."totalCredits", c."usedCredits", ${version}, p.* FROM (${total}) k CROSS JOIN (${balance}) c
      LEFT JOIN (${page}) p ON true ORDER BY p."createdAt" DESC, p.id DESC`;
}

const ledgerText = statementTexts();

/** A page's statement: its values, and its text built once per kind of page (the same string each time). */
function ledgerPageStatement(accountId: string, query: TransactionsQuery): { text: string; values: unknown[] } {
  const values: unknown[] = [accountId];
  const param = (value: unknown) => `$${values.push(value)}`;
  const limit = Math.trunc(query.limit);
  const offset = (query.page - 1) * limit;
  const at: LedgerPlaceholders = {
    status: query.status ? param(query.status) : null,
    type: query.type ? param(query.type) : null,
    platform: query.platform ? param(query.platform) : null,
    brand: query.brandId ? param(query.brandId) : null,
    start: query.startDate ? param(new Date(query.startDate).toISOString()) : null,
    end: query.endDate ? param(endBound(query.endDate).toISOString()) : null,
    search: query.search ? param(`%${escapeLike(query.search)}%`) : null,
    offset: offset > 0 ? param(offset) : null,
  };
  const deferred = offset >= DEFERRED_FROM_OFFSET && !query.search;
  const key = `${Object.values(at).join(':')}:${limit}:${deferred}`;
  return { text: ledgerText(key, () => ledgerPageText(at, limit, deferred)), values };
}

/** The account's ledger page, newest first, with its total, the balance and the ledger version: one round trip. */
export async function listLedgerPage(
  db: Database,
  accountId: string,
  query: TransactionsQuery,
): Promise<{ rows: LedgerListRow[]; totalCount: number; balance: CreditBalance; version: string }> {
  const { text, values } = ledgerPageStatement(accountId, query);
  const rows = await readRows<LedgerPageRow>(db, text, values);
  const first = rows[0];
  const totalCredits = first?.totalCredits ?? 0;
  const usedCredits = first?.usedCredits ?? 0;
  return {
    rows: rows.filter((row) => row.id !== null),
    totalCount: first?.total ?? 0,
    balance: { totalCredits, usedCredits, availableCredits: totalCredits - usedCredits },
    version: versionOrZero(first?.version),
  };
}

const VERSIONS_SQL = `SELECT (SELECT version::text FROM credit_ledger_versions WHERE account_id = asked.account_id)
  FROM unnest($1::uuid[]) WITH ORDINALITY AS asked(account_id, position)
  ORDER BY asked.position`;

/**
 * The account's ledger version: grows with every statement that changes what its Transactions page shows
 * (migration 0025). The requests of one turn of the event loop share one statement (db/reads.ts readsPerTurn).
 */
export const ledgerVersion: (db: Database, accountId: string) => Promise<string> = databaseReadsPerTurn(
  async (db, accountIds: string[]) =>
    (await readArrays(db, VERSIONS_SQL, [accountIds])).map(([version]) => versionOrZero(version as string | null)),
  (accountId) => accountId,
);
