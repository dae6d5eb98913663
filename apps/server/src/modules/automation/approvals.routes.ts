import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  automationActivityQuerySchema,
  automationActivityResponseSchema,
  AUTOMATION_MESSAGES as M,
  approvalDecisionRequestSchema,
  approvalDecisionResponseSchema,
  approvalDraftRequestSchema,
  approvalDraftResponseSchema,
  approvalsQuerySchema,
  approvalsResponseSchema,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { requireBrand } from '../../plugins/auth.ts';
import { notConfiguredDispatcher, type ReplyDispatcher } from '../replies/reply-dispatcher.ts';
import type { SendDeps } from '../replies/send.service.ts';
import { listActivity } from './activity.service.ts';
import { approveItems, editApprovalDraft, listApprovals, rejectItems } from './approvals.service.ts';

const tags = ['automation'];
const security = [{ bearer: [] }];
/** The approve answer waits at most this long per item for the platform (the outbox carries on after). */
const APPROVE_INLINE_WAIT_MS = 5_000;

export interface ApprovalRouteOptions {
  db: Database;
  queue: JobQueue;
  dispatcher: ReplyDispatcher | undefined;
}

/** The approval queue and the activity list (issue 16). */
export const approvalRoutes: FastifyPluginAsyncZod<ApprovalRouteOptions> = async (app, options) => {
  const { db } = options;
  const send: SendDeps = {
    db,
    queue: options.queue,
    dispatcher: options.dispatcher ?? notConfiguredDispatcher,
    inlineWaitMs: APPROVE_INLINE_WAIT_MS,
  };
  const approver = (request: Parameters<typeof requireBrand>[0]) => {
    const { principal, brandId } = requireBrand(request);
    return { accountId: principal.accountId, brandId, userId: principal.userId };
  };

  app.get(
    '/api/automation/activity',
    {
      schema: {
        tags,
        security,
        summary: "Every automatic action (rule, item, action, result, credits), newest first; or one item's",
        querystring: automationActivityQuerySchema,
        response: { 200: automationActivityResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listActivity(db, approver(request), request.query) }),
  );

  app.get(
    '/api/automation/approvals',
    {
      schema: {
        tags,
        security,
        summary: 'Drafts rules queued for approval, oldest first',
        querystring: approvalsQuerySchema,
        response: { 200: approvalsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listApprovals(db, approver(request), request.query.page, request.query.limit),
    }),
  );

  app.put(
    '/api/automation/approvals/:id/draft',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a draft waiting for approval',
        params: z.object({ id: z.string().max(64) }),
        body: approvalDraftRequestSchema,
        response: { 200: approvalDraftResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.draftSaved,
      data: await editApprovalDraft(db, approver(request), request.params.id, request.body.draftContent),
    }),
  );

  app.post(
    '/api/automation/approvals/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve and send drafts in bulk: charged once per item, a repeat replays',
        body: approvalDecisionRequestSchema,
        response: { 200: approvalDecisionResponseSchema },
      },
    },
    async (request) => {
      const { message, ...data } = await approveItems(send, approver(request), request.body.commentIds);
      return { success: true as const, message, data };
    },
  );

  app.post(
    '/api/automation/approvals/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject drafts in bulk: they leave the queue and wait in "Needs a person"',
        body: approvalDecisionRequestSchema,
        response: { 200: approvalDecisionResponseSchema },
      },
    },
    async (request) => {
      const { message, ...data } = await rejectItems(db, approver(request), request.body.commentIds);
      return { success: true as const, message, data };
    },
  );
};
