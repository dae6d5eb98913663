import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailVerifications } from '../../db/schema/index.ts';

/** Retires every live code of the user and stores the new one: only the latest code ever works. */
export async function replaceCode(
  db: Executor,
  params: { userId: string; codeHash: string; ttlSeconds: number },
): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(emailVerifications.userId, params.userId), isNull(emailVerifications.consumedAt)));
  await db.insert(emailVerifications).values({
    userId: params.userId,
    codeHash: params.codeHash,
    expiresAt: sql`now() + make_interval(secs => ${params.ttlSeconds})`,
  });
}

export interface LiveCode {
  id: string;
  codeHash: string;
  attempts: number;
  expired: boolean;
}

/** The user's live code, locked so that parallel guesses are counted one after another. */
export async function lockLiveCode(db: Executor, userId: string): Promise<LiveCode | null> {
  const [row] = await db
    .select({
      id: emailVerifications.id,
      codeHash: emailVerifications.codeHash,
      attempts: emailVerifications.attempts,
      expired: sql<boolean>`${emailVerifications.expiresAt} <= now()`,
    })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.consumedAt)))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countWrongAttempt(db: Executor, codeId: string): Promise<number> {
  const [row] = await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(eq(emailVerifications.id, codeId))
    .returning({ attempts: emailVerifications.attempts });
  return row?.attempts ?? 0;
}

export async function consumeCode(db: Executor, codeId: string): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ consumedAt: sql`now()` })
    .where(eq(emailVerifications.id, codeId));
}
