import {
  AUTOMATION_MESSAGES as M,
  INBOX_MESSAGES,
  sendPrice,
  type ApprovalItem,
  type PriceList,
  type Priority,
  isUuid,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { getBalance, getCreditSettings, pageInfo } from '../credits/index.ts';
import { saveDraft } from '../comments/index.ts';
import { sendReply, type SendDeps } from '../replies/index.ts';
import { closeApproval, findApprovalRows, listAwaiting, type ApprovalRow } from './approvals.queries.ts';
import { insertEvents } from './evaluate.queries.ts';
import type { BrandScope } from './rules.queries.ts';

interface Approver extends BrandScope {
  userId: string;
}

type ApprovalResult = {
  commentId: string;
  status: 'sent' | 'queued' | 'partial' | 'rejected' | 'failed';
  message: string | null;
  creditsUsed: number;
  replayed: boolean;
};

function toItem(row: ApprovalRow, prices: PriceList): ApprovalItem {
  const channel = row.approvalChannel === 'both' ? 'both' : 'platform';
  return {
    commentId: row.id,
    platform: row.platform,
    reviewer: row.reviewerName,
    rating: row.rating,
    content: row.content,
    draft: row.draftContent ?? '',
    channel,
    ruleName: row.ruleName,
    priority: (row.priority as Priority | null) ?? null,
    postedAt: row.postedAt.toISOString(),
    sendCredits: sendPrice(prices, channel),
  };
}

export async function listApprovals(db: Database, scope: BrandScope, page: number, limit: number) {
  const [{ rows, total }, prices] = await Promise.all([listAwaiting(db, scope, page, limit), getCreditSettings(db)]);
  return { items: rows.map((row) => toItem(row, prices)), pagination: pageInfo(page, limit, total) };
}

/** Every id must be the brand's own: one stranger's id makes the whole request a 404, before anything happens. */
async function ownRows(db: Database, scope: BrandScope, ids: string[]): Promise<Map<string, ApprovalRow>> {
  const unique = [...new Set(ids)];
  if (!unique.every((id) => isUuid(id))) throw notFound(INBOX_MESSAGES.commentNotFound);
  const rows = await findApprovalRows(db, scope, unique);
  if (rows.length !== unique.length) throw notFound(INBOX_MESSAGES.commentNotFound);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The approver edits the draft before approving (the item stays in the queue). */
export async function editApprovalDraft(db: Database, scope: BrandScope, id: string, draftContent: string) {
  const row = (await ownRows(db, scope, [id])).get(id);
  if (row?.approvalState !== 'awaiting') throw conflict(M.notAwaitingApproval);
  await saveDraft(db, scope, id, draftContent);
  const [updated] = await findApprovalRows(db, scope, [id]);
  if (!updated) throw notFound(INBOX_MESSAGES.commentNotFound);
  return toItem(updated, await getCreditSettings(db));
}

/**
 * Approves in bulk: each draft is sent through the send service under the key `approval:<run>`, so an item is
 * charged once however often it is approved (a repeat replays the first send). Items not waiting are reported.
 */
export async function approveItems(deps: SendDeps, approver: Approver, ids: string[]) {
  const scope = { accountId: approver.accountId, brandId: approver.brandId };
  const rows = await ownRows(deps.db, scope, ids);
  const results: ApprovalResult[] = [];
  for (const row of rows.values()) {
    const approvedBefore = row.approvalState === 'approved' && row.status === 'sent';
    if ((row.approvalState !== 'awaiting' && !approvedBefore) || !row.approvalRunId) {
      results.push({
        commentId: row.id,
        status: 'failed',
        message: M.notAwaitingApproval,
        creditsUsed: 0,
        replayed: false,
      });
      continue;
    }
    try {
      const sent = await sendReply(
        deps,
        approver,
        row.id,
        { replyText: row.draftContent ?? '', source: row.approvalChannel === 'both' ? 'both' : 'platform' },
        `approval:${row.approvalRunId}`,
      );
      await deps.db.transaction(async (tx) => {
        if (!(await closeApproval(tx, scope, row.id, 'approved'))) return;
        await insertEvents(tx, scope, [
          {
            commentId: row.id,
            userId: approver.userId,
            runId: row.approvalRunId,
            ruleName: row.ruleName,
            action: 'approve',
            result: sent.status === 'queued' ? 'queued' : 'done',
            detail: sent.warning,
            credits: sent.creditInfo.creditsUsed,
          },
        ]);
      });
      results.push({
        commentId: row.id,
        status: sent.status,
        message: sent.warning,
        creditsUsed: sent.replayed ? 0 : sent.creditInfo.creditsUsed,
        replayed: sent.replayed,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ commentId: row.id, status: 'failed', message: error.message, creditsUsed: 0, replayed: false });
    }
  }
  const balance = await getBalance(deps.db, scope.accountId);
  const approved = results.filter((result) => result.status !== 'failed').length;
  return {
    message: M.approved.replace('{n}', String(approved)),
    results,
    remainingCredits: balance.availableCredits,
  };
}

/** Rejects in bulk: the draft stays (in Draft), the item leaves the queue and waits in "Needs a person". */
export async function rejectItems(db: Database, approver: Approver, ids: string[]) {
  const scope = { accountId: approver.accountId, brandId: approver.brandId };
  const rows = await ownRows(db, scope, ids);
  const results: ApprovalResult[] = [];
  await db.transaction(async (tx) => {
    for (const row of rows.values()) {
      const closed = await closeApproval(tx, scope, row.id, 'rejected');
      results.push({
        commentId: row.id,
        status: closed ? 'rejected' : 'failed',
        message: closed ? null : M.notAwaitingApproval,
        creditsUsed: 0,
        replayed: false,
      });
      if (closed) {
        await insertEvents(tx, scope, [
          {
            commentId: row.id,
            userId: approver.userId,
            runId: row.approvalRunId,
            ruleName: row.ruleName,
            action: 'reject',
            result: 'done',
            detail: null,
            credits: 0,
          },
        ]);
      }
    }
  });
  const balance = await getBalance(db, scope.accountId);
  const rejected = results.filter((result) => result.status === 'rejected').length;
  return { message: M.rejected.replace('{n}', String(rejected)), results, remainingCredits: balance.availableCredits };
}
