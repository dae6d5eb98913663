import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userTwoFactor } from '../../db/schema/index.ts';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function findTwoFactor(db: Executor, userId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A new setup replaces an unfinished one; an enabled row is never overwritten here. */
export async function upsertPendingTwoFactor(
  db: Executor,
  values: { userId: string; accountId: string; secretEnc: string },
): Promise<void> {
  await db
    .insert(userTwoFactor)
    .values(values)
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretEnc: values.secretEnc, recoveryCodeHashes: [], lastUsedStep: null, updatedAt: sql`now()` },
      setWhere: sql`${userTwoFactor.enabledAt} IS NULL`,
    });
}

export async function updateTwoFactor(
  db: Executor,
  userId: string,
  values: Partial<Pick<TwoFactorRow, 'enabledAt' | 'recoveryCodeHashes' | 'lastUsedStep'>>,
): Promise<void> {
  await db
    .update(userTwoFactor)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(userTwoFactor.userId, userId));
}

export async function deleteTwoFactor(db: Executor, userId: string, accountId: string): Promise<void> {
  await db.delete(userTwoFactor).where(and(eq(userTwoFactor.userId, userId), eq(userTwoFactor.accountId, accountId)));
}
