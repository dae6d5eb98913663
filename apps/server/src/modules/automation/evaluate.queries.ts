import { and, eq, sql } from 'drizzle-orm';
import type { HoldReason, Priority, RuleAction } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { automationEvents, automationRuns, comments } from '../../db/schema/index.ts';
import type { BrandScope } from './rules.queries.ts';

/** What the rules read of an item: its stored signals, never its text analysed again. */
export const itemFactColumns = {
  id: comments.id,
  brandId: comments.brandId,
  platform: comments.platform,
  status: comments.status,
  rating: comments.rating,
  content: comments.content,
  reviewerName: comments.reviewerName,
  language: comments.detectedLanguage,
  sentiment: comments.sentiment,
  intent: comments.intent,
  isQuestion: comments.isQuestion,
  isSpam: comments.isSpam,
  knownCustomer: comments.knownCustomer,
  productId: sql<string | null>`coalesce(${comments.matchedProductId}, ${comments.productId})`,
  postedAt: comments.postedAt,
  revision: comments.revision,
};

/**
 * A batch of an account's items whose signals are computed and whose current revision the rules have not seen,
 * locked for this transaction; rows another worker holds are skipped, so each revision is evaluated once.
 */
export async function claimItemsToEvaluate(tx: Executor, accountId: string, limit: number) {
  return tx
    .select(itemFactColumns)
    .from(comments)
    .where(
      and(
        eq(comments.accountId, accountId),
        sql`${comments.signalsVersion} IS NOT NULL AND ${comments.automatedRevision} IS DISTINCT FROM ${comments.revision}`,
      ),
    )
    .orderBy(comments.brandId, comments.postedAt, comments.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}
export type ItemFactRow = Awaited<ReturnType<typeof claimItemsToEvaluate>>[number];

/** The sweep's work list (the partial index comments_automation_todo_idx holds only those rows). */
export async function accountsWithItemsToEvaluate(db: Executor, limit: number): Promise<string[]> {
  const result = await db.execute<{ accountId: string }>(sql`
    SELECT DISTINCT account_id AS "accountId" FROM comments
    WHERE signals_version IS NOT NULL AND automated_revision IS DISTINCT FROM revision LIMIT ${limit}`);
  return result.rows.map((row) => row.accountId);
}

export interface ItemOutcome {
  id: string;
  revision: number;
  hold: HoldReason | null;
  priority: Priority | null;
  tags: string[];
  /** The hold or a rule acted (the item has an automation history). */
  acted: boolean;
}

/** The revision is done; the hold, priority and tags the rules decided are applied (tags are added to). */
export async function markEvaluated(tx: Executor, scope: BrandScope, outcome: ItemOutcome): Promise<void> {
  await tx
    .update(comments)
    .set({
      automatedRevision: outcome.revision,
      lastAutomatedAt: outcome.acted ? new Date() : sql`${comments.lastAutomatedAt}`,
      heldReason: outcome.hold,
      heldAt: outcome.hold ? sql`coalesce(${comments.heldAt}, now())` : null,
      priority: outcome.priority ? outcome.priority : sql`${comments.priority}`,
      tags:
        outcome.tags.length > 0
          ? sql`ARRAY(SELECT DISTINCT unnest(${comments.tags} || ${sql.param(outcome.tags)}::text[]))`
          : sql`${comments.tags}`,
    })
    .where(
      and(eq(comments.accountId, scope.accountId), eq(comments.brandId, scope.brandId), eq(comments.id, outcome.id)),
    );
}

/** A rule's run on an item revision; null when that rule already acted on that revision (the unique key). */
export async function insertRun(
  tx: Executor,
  scope: BrandScope,
  values: { commentId: string; ruleId: string; ruleName: string; revision: number },
): Promise<string | null> {
  const [row] = await tx
    .insert(automationRuns)
    .values({ ...values, accountId: scope.accountId, brandId: scope.brandId, actions: [] })
    .onConflictDoNothing()
    .returning({ id: automationRuns.id });
  return row?.id ?? null;
}

export async function settleRunPlan(
  tx: Executor,
  accountId: string,
  runId: string,
  plan: { actions: RuleAction[]; reservedCredits: number; spendDay: string },
): Promise<void> {
  await tx
    .update(automationRuns)
    .set({
      actions: plan.actions,
      reservedCredits: plan.reservedCredits,
      spendDay: plan.spendDay,
      status: plan.actions.length > 0 ? 'queued' : 'done',
      finishedAt: plan.actions.length > 0 ? null : new Date(),
    })
    .where(and(eq(automationRuns.accountId, accountId), eq(automationRuns.id, runId)));
}

export type EventValues = Omit<typeof automationEvents.$inferInsert, 'id' | 'accountId' | 'brandId' | 'createdAt'>;

export async function insertEvents(tx: Executor, scope: BrandScope, events: EventValues[]): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(automationEvents)
    .values(events.map((event) => ({ ...event, accountId: scope.accountId, brandId: scope.brandId })));
}

/** The dry run's items: the brand's items of the period whose signals are computed, in arrival order. */
export async function recentItemFacts(db: Executor, scope: BrandScope, since: Date, limit: number) {
  return db
    .select(itemFactColumns)
    .from(comments)
    .where(
      and(
        eq(comments.accountId, scope.accountId),
        eq(comments.brandId, scope.brandId),
        sql`${comments.postedAt} >= ${since.toISOString()}::timestamptz AND ${comments.signalsVersion} IS NOT NULL`,
      ),
    )
    .orderBy(comments.postedAt, comments.id)
    .limit(limit);
}
