import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditAccounts, creditLedger } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

export type LedgerEntryInput = Omit<typeof creditLedger.$inferInsert, 'id'>;

export interface LedgerResult {
  entryId: string;
  replayed: boolean;
  availableCredits: number;
}

/**
 * Appends one ledger entry and moves the balance, under a row lock on the account's balance holder.
 * Idempotent on (account, idempotencyKey): a replay returns the first entry and changes nothing.
 * Must run inside a transaction (pass `tx`).
 */
export async function appendLedgerEntry(tx: Executor, input: LedgerEntryInput): Promise<LedgerResult> {
  const entry = { ...input, status: input.status ?? 'success' };
  await tx.insert(creditAccounts).values({ accountId: entry.accountId }).onConflictDoNothing();
  const [balance] = await tx
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.accountId, entry.accountId))
    .for('update');
  if (!balance) throw new Error('credit account row missing after insert');

  const [existing] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.accountId, entry.accountId), eq(creditLedger.idempotencyKey, entry.idempotencyKey)));
  const available = balance.totalCredits - balance.usedCredits;
  if (existing) return { entryId: existing.id, replayed: true, availableCredits: available };

  if (entry.status === 'success' && available + entry.delta < 0) {
    throw new AppError('INSUFFICIENT_CREDITS', `Insufficient credits: ${-entry.delta} needed, ${available} available`);
  }
  const [row] = await tx.insert(creditLedger).values(entry).returning({ id: creditLedger.id });
  if (!row) throw new Error('ledger insert returned nothing');
  if (entry.status === 'success' && entry.delta !== 0) {
    // Usage raises usedCredits and a refund gives it back; refills, bonuses and adjustments move the total.
    const usedChange = entry.type === 'usage' || entry.type === 'refund' ? -entry.delta : 0;
    const totalChange = usedChange === 0 ? entry.delta : 0;
    await tx
      .update(creditAccounts)
      .set({
        usedCredits: sql`${creditAccounts.usedCredits} + ${usedChange}`,
        totalCredits: sql`${creditAccounts.totalCredits} + ${totalChange}`,
        updatedAt: sql`now()`,
      })
      .where(eq(creditAccounts.accountId, entry.accountId));
  }
  return {
    entryId: row.id,
    replayed: false,
    availableCredits: available + (entry.status === 'success' ? entry.delta : 0),
  };
}
