import { AUTOMATION_MESSAGES as M, automationApprovalEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Principal } from '../../plugins/auth.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { notConfiguredDispatcher, type ReplyDispatcher, type SendDeps } from '../replies/index.ts';
import { listActivity } from './activity.service.ts';
import { approveItems, editApprovalDraft, listApprovals, rejectItems } from './approvals.service.ts';

/** The approve answer waits at most this long per item for the platform (the outbox carries on after). */
const APPROVE_INLINE_WAIT_MS = 5_000;

export interface ApprovalRouteOptions {
  db: Database;
  queue: JobQueue;
  dispatcher: ReplyDispatcher | undefined;
}

/** The brand scope and who acts in it: approvals and rejections are audited under the user. */
const approverOf = (principal: Principal, scope: { accountId: string; brandId: string }) => ({
  ...scope,
  userId: principal.userId,
});

/** The approval queue and the activity list (issue 16). */
export const approvalRoutes = endpointRoutes(automationApprovalEndpoints, (options: ApprovalRouteOptions) => {
  const { db } = options;
  const send: SendDeps = {
    db,
    queue: options.queue,
    dispatcher: options.dispatcher ?? notConfiguredDispatcher,
    inlineWaitMs: APPROVE_INLINE_WAIT_MS,
  };
  return {
    activity: async ({ scope, query }) => ({ success: true as const, data: await listActivity(db, scope, query) }),
    approvals: async ({ scope, query }) => ({
      success: true as const,
      data: await listApprovals(db, scope, query.page, query.limit),
    }),
    saveApprovalDraft: async ({ scope, params, body }) => ({
      success: true as const,
      message: M.draftSaved,
      data: await editApprovalDraft(db, scope, params.id, body.draftContent),
    }),
    approve: async ({ principal, scope, body }) => {
      const { message, ...data } = await approveItems(send, approverOf(principal, scope), body.commentIds);
      return { success: true as const, message, data };
    },
    reject: async ({ principal, scope, body }) => {
      const { message, ...data } = await rejectItems(db, approverOf(principal, scope), body.commentIds);
      return { success: true as const, message, data };
    },
  };
});
