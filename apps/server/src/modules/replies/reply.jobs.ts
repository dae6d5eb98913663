import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineTask } from '../../jobs/queue.ts';
import { deliverReply, SENDING_LEASE_MS } from './delivery.service.ts';
import { notConfiguredDispatcher, type ReplyDispatcher } from './reply-dispatcher.ts';
import { findStrandedReplies } from './reply.queries.ts';
import { DELIVER_TASK } from './send.service.ts';

export const deliverJobSchema = z.object({ replyId: z.uuid(), accountId: z.uuid() });

/**
 * `replies:deliver`: one outbox row. A row still to deliver (retryable failure, or held by a live sender)
 * throws, so graphile-worker retries it with backoff; a final row ends the job.
 */
export function replyDeliveryTask(db: Database, dispatcher: ReplyDispatcher = notConfiguredDispatcher): Task {
  return defineTask(deliverJobSchema, async ({ replyId, accountId }) => {
    const { outcome, reply } = await deliverReply({ db, dispatcher }, accountId, replyId);
    if (outcome === 'retry' || outcome === 'busy') {
      throw new Error(`reply ${replyId} not delivered yet (${outcome}): ${reply?.error ?? 'in progress'}`);
    }
  }) as Task;
}

/** `replies:sweep` (cron): re-enqueues rows left without a live job (a crash between commit and enqueue). */
export function replySweepTask(db: Database): Task {
  return async (_payload, helpers) => {
    const stranded = await findStrandedReplies(db, SENDING_LEASE_MS, 200);
    for (const row of stranded) {
      await helpers.addJob(
        DELIVER_TASK,
        { replyId: row.id, accountId: row.accountId },
        { jobKey: row.id, jobKeyMode: 'preserve_run_at', maxAttempts: 12 },
      );
    }
  };
}
