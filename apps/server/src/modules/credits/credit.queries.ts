import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
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
  const [total] = await db.select({ value: count() }).from(creditLedger).where(where);
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
    totalCount: total?.value ?? 0,
  };
}
