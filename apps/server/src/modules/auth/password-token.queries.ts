import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordTokens } from '../../db/schema/index.ts';

export type PasswordTokenPurpose = (typeof passwordTokens.$inferSelect)['purpose'];

/** Retires the user's live tokens of this purpose and stores the new one: only the newest link works. */
export async function replacePasswordToken(
  db: Executor,
  values: { userId: string; purpose: PasswordTokenPurpose; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await retirePasswordTokens(db, values.userId, values.purpose);
  await db.insert(passwordTokens).values({
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: values.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

/** The unused token with this hash, locked so that two parallel submits cannot both spend it. */
export async function lockUnusedToken(
  db: Executor,
  tokenHash: string,
  purpose: PasswordTokenPurpose,
): Promise<{ id: string; userId: string; expired: boolean } | null> {
  const [row] = await db
    .select({
      id: passwordTokens.id,
      userId: passwordTokens.userId,
      expired: sql<boolean>`${passwordTokens.expiresAt} <= now()`,
    })
    .from(passwordTokens)
    .where(
      and(eq(passwordTokens.tokenHash, tokenHash), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.usedAt)),
    )
    .for('update');
  return row ?? null;
}

/** Marks every unused token of the user (of one purpose, or all) as used. */
export async function retirePasswordTokens(db: Executor, userId: string, purpose?: PasswordTokenPurpose) {
  await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        isNull(passwordTokens.usedAt),
        purpose ? eq(passwordTokens.purpose, purpose) : undefined,
      ),
    );
}
