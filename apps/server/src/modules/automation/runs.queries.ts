import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { automationRuns, comments } from '../../db/schema/index.ts';
import type { BrandScope } from './rules.queries.ts';

export type RunRow = typeof automationRuns.$inferSelect;

/**
 * Takes a run for this worker: a queued one, or a running one whose worker died (its lease ran out). Atomic, so
 * two workers never act on one run at once; the attempt count bounds retries of a run that keeps crashing.
 */
export async function claimRun(db: Executor, accountId: string, id: string, leaseMs: number): Promise<RunRow | null> {
  const [row] = await db
    .update(automationRuns)
    .set({ status: 'running', attempts: sql`${automationRuns.attempts} + 1`, startedAt: new Date() })
    .where(
      and(
        eq(automationRuns.accountId, accountId),
        eq(automationRuns.id, id),
        or(
          eq(automationRuns.status, 'queued'),
          and(
            eq(automationRuns.status, 'running'),
            lt(automationRuns.startedAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`),
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

export async function finishRun(
  tx: Executor,
  accountId: string,
  id: string,
  values: { status: 'done' | 'failed'; error: string | null },
): Promise<void> {
  await tx
    .update(automationRuns)
    .set({ ...values, finishedAt: new Date() })
    .where(and(eq(automationRuns.accountId, accountId), eq(automationRuns.id, id)));
}

/** Runs left without a live job: queued or running for longer than the lease (a crash between commit and enqueue). */
export async function findStrandedRuns(db: Executor, leaseMs: number, limit: number) {
  return db
    .select({ id: automationRuns.id, accountId: automationRuns.accountId })
    .from(automationRuns)
    .where(
      and(
        sql`${automationRuns.status} IN ('queued', 'running')`,
        lt(automationRuns.createdAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`),
        or(
          eq(automationRuns.status, 'queued'),
          lt(automationRuns.startedAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`),
        ),
      ),
    )
    .limit(limit);
}

const commentScoped = (scope: BrandScope, id: string) =>
  and(eq(comments.accountId, scope.accountId), eq(comments.brandId, scope.brandId), eq(comments.id, id));

/** The rule's draft waits for an approver (only while the item is still the draft the rule made). */
export async function markAwaitingApproval(
  tx: Executor,
  scope: BrandScope,
  commentId: string,
  input: { runId: string; channel: 'platform' | 'both' },
): Promise<boolean> {
  const rows = await tx
    .update(comments)
    .set({ approvalState: 'awaiting', approvalChannel: input.channel, approvalRunId: input.runId })
    .where(and(commentScoped(scope, commentId), eq(comments.status, 'draft')))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** Hidden on the platform: kept on the item as the platforms' own sync reports it (`metadata.hidden`). */
export async function markHidden(tx: Executor, scope: BrandScope, commentId: string): Promise<void> {
  await tx
    .update(comments)
    .set({ metadata: sql`${comments.metadata} || jsonb_build_object('hidden', true, 'hiddenAt', now())` })
    .where(commentScoped(scope, commentId));
}

export async function findRunTarget(db: Executor, scope: BrandScope, commentId: string) {
  const [row] = await db
    .select({ platform: comments.platform, externalId: comments.externalId, mediaId: comments.mediaId })
    .from(comments)
    .where(commentScoped(scope, commentId));
  return row ?? null;
}
