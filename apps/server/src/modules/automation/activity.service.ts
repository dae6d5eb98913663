import { and, count, desc, eq } from 'drizzle-orm';
import {
  AUTOMATION_MESSAGES as M,
  INBOX_MESSAGES,
  type ActivityEntry,
  type AuditAction,
  type AutomationResult,
  isUuid,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { automationEvents, comments } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { pageInfo } from '../credits/index.ts';
import { findRuleRow, type BrandScope } from './rules.queries.ts';

const EXCERPT = 140;

interface ActivityQuery {
  page: number;
  limit: number;
  ruleId?: string | undefined;
  commentId?: string | undefined;
}

/** A filter naming something that is not the brand's is a 404, never an empty page (tenancy). */
async function checkFilters(db: Database, scope: BrandScope, query: ActivityQuery): Promise<void> {
  if (query.ruleId !== undefined) {
    if (!isUuid(query.ruleId) || !(await findRuleRow(db, scope, query.ruleId))) throw notFound(M.ruleNotFound);
  }
  if (query.commentId !== undefined) {
    const [row] = isUuid(query.commentId)
      ? await db
          .select({ id: comments.id })
          .from(comments)
          .where(
            and(
              eq(comments.accountId, scope.accountId),
              eq(comments.brandId, scope.brandId),
              eq(comments.id, query.commentId),
            ),
          )
      : [];
    if (!row) throw notFound(INBOX_MESSAGES.commentNotFound);
  }
}

/** The Rules activity list (newest first), or one item's automation history. */
export async function listActivity(db: Database, scope: BrandScope, query: ActivityQuery) {
  await checkFilters(db, scope, query);
  const where = and(
    eq(automationEvents.accountId, scope.accountId),
    eq(automationEvents.brandId, scope.brandId),
    query.ruleId ? eq(automationEvents.ruleId, query.ruleId) : undefined,
    query.commentId ? eq(automationEvents.commentId, query.commentId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        event: automationEvents,
        platform: comments.platform,
        content: comments.content,
      })
      .from(automationEvents)
      .innerJoin(comments, eq(comments.id, automationEvents.commentId))
      .where(where)
      .orderBy(desc(automationEvents.createdAt), desc(automationEvents.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(automationEvents).where(where),
  ]);
  const entries = rows.map(({ event, platform, content }): ActivityEntry => ({
    id: event.id,
    createdAt: event.createdAt.toISOString(),
    ruleId: event.ruleId,
    ruleName: event.ruleName,
    commentId: event.commentId,
    platform,
    excerpt: content.length > EXCERPT ? `${content.slice(0, EXCERPT - 1)}…` : content,
    action: event.action as AuditAction,
    result: event.result as AutomationResult,
    detail: event.detail,
    credits: event.credits,
  }));
  return { entries, pagination: pageInfo(query.page, query.limit, total?.value ?? 0) };
}
