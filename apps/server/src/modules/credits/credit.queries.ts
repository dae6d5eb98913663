import { and, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CreditBalance, TransactionsQuery } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { brands, creditAccounts, creditLedger } from '../../db/schema/index.ts';

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

export type LedgerRow = typeof creditLedger.$inferSelect & { brandName: string | null };

export async function listLedgerEntries(
  db: Executor,
  accountId: string,
  query: TransactionsQuery,
): Promise<{ rows: LedgerRow[]; totalCount: number }> {
  const conditions: SQL[] = [eq(creditLedger.accountId, accountId)];
  if (query.status) conditions.push(eq(creditLedger.status, query.status));
  if (query.type) conditions.push(eq(creditLedger.type, query.type));
  if (query.platform) conditions.push(eq(creditLedger.platform, query.platform));
  if (query.brandId) {
    const ofBrand = or(eq(creditLedger.brandId, query.brandId), isNull(creditLedger.brandId));
    if (ofBrand) conditions.push(ofBrand);
  }
  if (query.startDate) conditions.push(gte(creditLedger.createdAt, new Date(query.startDate)));
  if (query.endDate) conditions.push(lt(creditLedger.createdAt, endBound(query.endDate)));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const matches = or(
      ilike(creditLedger.description, pattern),
      ilike(creditLedger.customerMessage, pattern),
      ilike(creditLedger.response, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const rows = await db
    .select({ entry: creditLedger, brandName: brands.name })
    .from(creditLedger)
    .leftJoin(brands, and(eq(brands.id, creditLedger.brandId), eq(brands.accountId, accountId)))
    .where(where)
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    rows: rows.map(({ entry, brandName }) => ({ ...entry, brandName })),
    totalCount: await countLedgerEntries(db, accountId, query, where),
  };
}

/**
 * The page total. Without a search or a date range it is a sum over credit_ledger_counts (kept by trigger,
 * migration 0012: at most a few dozen rows per account); otherwise the matching entries are counted.
 */
async function countLedgerEntries(db: Executor, accountId: string, query: TransactionsQuery, where: SQL | undefined) {
  if (query.search || query.startDate || query.endDate) {
    const [total] = await db.select({ value: count() }).from(creditLedger).where(where);
    return total?.value ?? 0;
  }
  const result = await db.execute<{ entries: number }>(sql`
    SELECT coalesce(sum(entries), 0)::int AS entries FROM credit_ledger_counts
    WHERE account_id = ${accountId}
      ${query.type ? sql`AND type = ${query.type}` : sql``}
      ${query.status ? sql`AND status = ${query.status}` : sql``}
      ${query.platform ? sql`AND platform = ${query.platform}` : sql``}`);
  return Number(result.rows[0]?.entries ?? 0);
}
