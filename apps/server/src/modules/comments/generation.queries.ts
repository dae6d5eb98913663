import { and, count, eq, getTableColumns, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
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

/** A heartbeat older than `staleMs` by the database's clock: the process working on the claim is gone. */
const staleSince = (staleMs: number) => sql`now() - ${staleMs}::int * interval '1 millisecond'`;

/** The claim under a key, and whether its heartbeat is stale (only meaningful while it runs). */
export async function findGenerationByKey(
  tx: Executor,
  accountId: string,
  key: string,
  staleMs: number,
): Promise<(GenerationRow & { stale: boolean }) | null> {
  const [row] = await tx
    .select({
      ...getTableColumns(aiGenerations),
      stale: sql<boolean>`${aiGenerations.heartbeatAt} < ${staleSince(staleMs)}`,
    })
    .from(aiGenerations)
    .where(and(eq(aiGenerations.accountId, accountId), eq(aiGenerations.idempotencyKey, key)));
  return row ?? null;
}

/** Running claims whose heartbeat is stale belong to a process that died mid-call: they no longer block. */
export async function abandonStaleGenerations(tx: Executor, accountId: string, commentId: string, staleMs: number) {
  await tx
    .update(aiGenerations)
    .set({ status: 'failed', error: 'abandoned: its process stopped answering', finishedAt: sql`now()` })
    .where(
      and(
        eq(aiGenerations.accountId, accountId),
        eq(aiGenerations.commentId, commentId),
        eq(aiGenerations.status, 'running'),
        lt(aiGenerations.heartbeatAt, staleSince(staleMs)),
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
  > & { heartbeatAt?: SQL },
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
 * One attempt of a claim, while it still runs as that attempt (a retry under the same key claims it again with a
 * new created_at, which a late write of the old attempt must not touch). Compared at millisecond precision, the
 * precision the row's Date was read with.
 */
const runningAttempt = (accountId: string, attempt: Pick<GenerationRow, 'id' | 'createdAt'>) =>
  and(
    eq(aiGenerations.accountId, accountId),
    eq(aiGenerations.id, attempt.id),
    eq(aiGenerations.status, 'running'),
    sql`date_trunc('milliseconds', ${aiGenerations.createdAt}) = ${attempt.createdAt}`,
  );

/** Marks one attempt of a claim failed (nothing when it no longer runs as that attempt). */
export async function markAttemptFailed(
  db: Executor,
  accountId: string,
  attempt: Pick<GenerationRow, 'id' | 'createdAt'>,
  error: string,
): Promise<void> {
  await db
    .update(aiGenerations)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(runningAttempt(accountId, attempt));
}

/** The holder's heartbeat; false when the attempt no longer runs (ended, or taken over by another process). */
export async function touchAttempt(
  db: Executor,
  accountId: string,
  attempt: Pick<GenerationRow, 'id' | 'createdAt'>,
): Promise<boolean> {
  const rows = await db
    .update(aiGenerations)
    .set({ heartbeatAt: sql`now()` })
    .where(runningAttempt(accountId, attempt))
    .returning({ id: aiGenerations.id });
  return rows.length > 0;
}

/**
 * Marks the attempt succeeded, in the charge's transaction; null when it no longer runs as that attempt (another
 * process took the claim over after its heartbeat went stale): the charge must then roll back.
 */
export async function finishAttempt(
  tx: Executor,
  accountId: string,
  attempt: Pick<GenerationRow, 'id' | 'createdAt'>,
  values: Pick<GenerationRow, 'response' | 'provider'>,
): Promise<GenerationRow | null> {
  const [row] = await tx
    .update(aiGenerations)
    .set({ ...values, status: 'succeeded', finishedAt: sql`now()` })
    .where(runningAttempt(accountId, attempt))
    .returning();
  return row ?? null;
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
