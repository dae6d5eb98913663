import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { aiGenerations } from '../../db/schema/index.ts';

export type GenerationRow = typeof aiGenerations.$inferSelect;

/** Inserts the claim for a key; null when the key is already taken (a replay or a racing duplicate). */
export async function insertGeneration(
  tx: Executor,
  values: typeof aiGenerations.$inferInsert,
): Promise<GenerationRow | null> {
  const [row] = await tx
    .insert(aiGenerations)
    .values(values)
    .onConflictDoNothing({ target: [aiGenerations.accountId, aiGenerations.idempotencyKey] })
    .returning();
  return row ?? null;
}

export async function findGenerationByKey(tx: Executor, accountId: string, key: string): Promise<GenerationRow | null> {
  const [row] = await tx
    .select()
    .from(aiGenerations)
    .where(and(eq(aiGenerations.accountId, accountId), eq(aiGenerations.idempotencyKey, key)));
  return row ?? null;
}

/** Running claims older than the lease belong to a process that died mid-call: they no longer block. */
export async function abandonStaleGenerations(tx: Executor, accountId: string, commentId: string, before: Date) {
  await tx
    .update(aiGenerations)
    .set({ status: 'failed', error: 'abandoned: no result within the lease', finishedAt: sql`now()` })
    .where(
      and(
        eq(aiGenerations.accountId, accountId),
        eq(aiGenerations.commentId, commentId),
        eq(aiGenerations.status, 'running'),
        lt(aiGenerations.createdAt, before),
      ),
    );
}

export async function findRunningGeneration(
  tx: Executor,
  accountId: string,
  commentId: string,
  exceptId: string | null,
): Promise<GenerationRow | null> {
  const conditions = [
    eq(aiGenerations.accountId, accountId),
    eq(aiGenerations.commentId, commentId),
    eq(aiGenerations.status, 'running'),
  ];
  if (exceptId) conditions.push(ne(aiGenerations.id, exceptId));
  const [row] = await tx
    .select()
    .from(aiGenerations)
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}

export async function updateGeneration(
  tx: Executor,
  accountId: string,
  id: string,
  values: Partial<
    Pick<GenerationRow, 'status' | 'response' | 'error' | 'creditsUsed' | 'provider' | 'finishedAt' | 'createdAt'>
  >,
): Promise<GenerationRow> {
  const [row] = await tx
    .update(aiGenerations)
    .set(values)
    .where(and(eq(aiGenerations.accountId, accountId), eq(aiGenerations.id, id)))
    .returning();
  if (!row) throw new Error('generation vanished during update');
  return row;
}

/**
 * Marks one attempt of a claim failed: only while it still runs as that attempt (a retry under the same key
 * claims it again with a new created_at, which a late write must not end). Compared at millisecond precision, the
 * precision the row's Date was read with.
 */
export async function markAttemptFailed(
  db: Executor,
  accountId: string,
  attempt: Pick<GenerationRow, 'id' | 'createdAt'>,
  error: string,
): Promise<void> {
  await db
    .update(aiGenerations)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(
      and(
        eq(aiGenerations.accountId, accountId),
        eq(aiGenerations.id, attempt.id),
        eq(aiGenerations.status, 'running'),
        sql`date_trunc('milliseconds', ${aiGenerations.createdAt}) = ${attempt.createdAt}`,
      ),
    );
}

/** How many drafts the brand requested since `since` (the composer's variation counter). */
export async function countRecentGenerations(
  tx: Executor,
  scope: { accountId: string; brandId: string },
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(aiGenerations)
    .where(
      and(
        eq(aiGenerations.accountId, scope.accountId),
        eq(aiGenerations.brandId, scope.brandId),
        gte(aiGenerations.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}
