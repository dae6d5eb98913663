import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { automationRuns, comments } from '../../db/schema/index.ts';
import type { BrandScope } from './rules.queries.ts';

const scoped = (scope: BrandScope) => and(eq(comments.accountId, scope.accountId), eq(comments.brandId, scope.brandId));
const awaiting = eq(comments.approvalState, 'awaiting');

const approvalColumns = {
  id: comments.id,
  platform: comments.platform,
  reviewerName: comments.reviewerName,
  rating: comments.rating,
  content: comments.content,
  draftContent: comments.draftContent,
  status: comments.status,
  approvalState: comments.approvalState,
  approvalChannel: comments.approvalChannel,
  approvalRunId: comments.approvalRunId,
  priority: comments.priority,
  postedAt: comments.postedAt,
  ruleName: automationRuns.ruleName,
};

/** The approval queue, oldest first (they have waited longest). */
export async function listAwaiting(db: Executor, scope: BrandScope, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(approvalColumns)
      .from(comments)
      .leftJoin(automationRuns, eq(automationRuns.id, comments.approvalRunId))
      .where(and(scoped(scope), awaiting))
      .orderBy(asc(comments.postedAt), asc(comments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ value: count() })
      .from(comments)
      .where(and(scoped(scope), awaiting)),
  ]);
  return { rows, total: total?.value ?? 0 };
}
export type ApprovalRow = Awaited<ReturnType<typeof listAwaiting>>['rows'][number];

/** The given items of the brand (any state): a missing one is not the caller's. */
export async function findApprovalRows(db: Executor, scope: BrandScope, ids: string[]): Promise<ApprovalRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(approvalColumns)
    .from(comments)
    .leftJoin(automationRuns, eq(automationRuns.id, comments.approvalRunId))
    .where(and(scoped(scope), inArray(comments.id, ids)));
}

/** Leaves the queue: approved (sent), or rejected (then it waits in "Needs a person"). */
export async function closeApproval(
  tx: Executor,
  scope: BrandScope,
  id: string,
  decision: 'approved' | 'rejected',
): Promise<boolean> {
  const rows = await tx
    .update(comments)
    .set(
      decision === 'approved'
        ? { approvalState: 'approved' }
        : { approvalState: null, heldReason: 'rejected', heldAt: sql`now()` },
    )
    .where(and(scoped(scope), eq(comments.id, id), awaiting))
    .returning({ id: comments.id });
  return rows.length > 0;
}
