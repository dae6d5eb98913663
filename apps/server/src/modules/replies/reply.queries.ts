import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { replies } from '../../db/schema/index.ts';

export type ReplyRow = typeof replies.$inferSelect;

export async function insertReply(tx: Executor, values: typeof replies.$inferInsert): Promise<ReplyRow> {
  const [row] = await tx.insert(replies).values(values).returning();
  if (!row) throw new Error('reply insert returned nothing');
  return row;
}

export async function findRepliesByRequestKey(
  tx: Executor,
  accountId: string,
  requestKey: string,
): Promise<ReplyRow[]> {
  return tx
    .select()
    .from(replies)
    .where(and(eq(replies.accountId, accountId), eq(replies.requestKey, requestKey)))
    .orderBy(asc(replies.channel));
}

export async function findReply(db: Executor, accountId: string, id: string): Promise<ReplyRow | null> {
  const [row] = await db
    .select()
    .from(replies)
    .where(and(eq(replies.accountId, accountId), eq(replies.id, id)));
  return row ?? null;
}

const claimedAt = sql`coalesce((${replies.metadata}->>'claimedAt')::timestamptz, ${replies.createdAt})`;

/** metadata.outcomeUnknown: an earlier attempt may have reached the platform; set once, kept. */
export const OUTCOME_UNKNOWN = 'outcomeUnknown';
export const outcomeUnknown = (row: ReplyRow) => row.metadata[OUTCOME_UNKNOWN] === true;

/**
 * Takes the row for one delivery attempt: queued, or 'sending' under a lease that ran out (its sender
 * died mid-call). Attempts go up before the platform is called, so a crash never hides an attempt.
 * Taking over an expired lease marks the outcome unknown (in SET, `status` is still the old value).
 */
export async function claimReply(
  db: Executor,
  accountId: string,
  id: string,
  leaseMs: number,
): Promise<ReplyRow | null> {
  const [row] = await db
    .update(replies)
    .set({
      status: 'sending',
      attempts: sql`${replies.attempts} + 1`,
      metadata: sql`${replies.metadata} || jsonb_build_object('claimedAt', now())
        || case when ${replies.status} = 'sending' then jsonb_build_object(${OUTCOME_UNKNOWN}::text, true)
           else '{}'::jsonb end`,
    })
    .where(
      and(
        eq(replies.accountId, accountId),
        eq(replies.id, id),
        or(
          eq(replies.status, 'queued'),
          and(eq(replies.status, 'sending'), lt(claimedAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markReplySent(db: Executor, accountId: string, id: string, externalReplyId: string) {
  const [row] = await db
    .update(replies)
    .set({ status: 'sent', externalReplyId, error: null, sentAt: sql`now()` })
    .where(and(eq(replies.accountId, accountId), eq(replies.id, id), eq(replies.status, 'sending')))
    .returning();
  return row ?? null;
}

/**
 * A retryable failure: back in the queue for the next attempt, with the reason kept. `unknown`: the call
 * may have reached the platform, so later attempts read back first.
 */
export async function requeueReply(db: Executor, accountId: string, id: string, error: string, unknown = false) {
  const [row] = await db
    .update(replies)
    .set({
      status: 'queued',
      error,
      ...(unknown ? { metadata: sql`${replies.metadata} || jsonb_build_object(${OUTCOME_UNKNOWN}::text, true)` } : {}),
    })
    .where(and(eq(replies.accountId, accountId), eq(replies.id, id), eq(replies.status, 'sending')))
    .returning();
  return row ?? null;
}

/** Only a row not yet final can fail, so the refund that follows happens once. */
export async function markReplyFailed(tx: Executor, accountId: string, id: string, error: string) {
  const [row] = await tx
    .update(replies)
    .set({ status: 'failed', error })
    .where(and(eq(replies.accountId, accountId), eq(replies.id, id), inArray(replies.status, ['queued', 'sending'])))
    .returning();
  return row ?? null;
}

/** Maintenance: rows left behind (a crash between commit and enqueue, or a dead sender). */
export async function findStrandedReplies(db: Executor, olderThanMs: number, limit: number) {
  return db
    .select({ id: replies.id, accountId: replies.accountId })
    .from(replies)
    .where(
      and(
        inArray(replies.status, ['queued', 'sending']),
        lt(claimedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
      ),
    )
    .limit(limit);
}

/** The platform-channel reply of a comment that reached its platform (the one a deletion removes). */
export async function findDeliveredPlatformReply(
  db: Executor,
  accountId: string,
  commentId: string,
): Promise<ReplyRow | null> {
  const [row] = await db
    .select()
    .from(replies)
    .where(
      and(
        eq(replies.accountId, accountId),
        eq(replies.commentId, commentId),
        eq(replies.channel, 'platform'),
        eq(replies.status, 'sent'),
      ),
    )
    .orderBy(sql`${replies.createdAt} DESC`)
    .limit(1);
  return row ?? null;
}
