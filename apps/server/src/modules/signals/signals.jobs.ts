import type { JobHelpers, TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineTask } from '../../jobs/queue.ts';
import { computePendingSignals, sweepPendingSignals } from './signals.service.ts';

export const SIGNALS_TASKS = { compute: 'signals:compute', sweep: 'signals:sweep' } as const;
/** Every minute: the backfill of existing rows, and items whose arrival did not schedule a computation. */
export const SIGNALS_CRONTAB = [`* * * * * ${SIGNALS_TASKS.sweep}`];

const computeSchema = z.object({ accountId: z.uuid() });

type AddJob = (task: string, payload: unknown, options: { jobKey: string }) => Promise<unknown>;

/** The job that computes an account's pending signals: the job key merges the calls of a busy import into one. */
export const signalsJobOf = (accountId: string) => ({
  task: SIGNALS_TASKS.compute,
  payload: { accountId },
  jobKey: `signals:${accountId}`,
});

/**
 * Called once items are written (after commit, or inside the writing transaction with a transactional `addJob`): one
 * pending computation per account, which then computes every pending item of the account.
 */
export async function scheduleSignals(addJob: AddJob, accountIds: Iterable<string>): Promise<void> {
  for (const accountId of new Set(accountIds)) {
    const job = signalsJobOf(accountId);
    await addJob(job.task, job.payload, { jobKey: job.jobKey });
  }
}

export interface SignalsTaskOptions {
  /** Runs after a computation stored signals for the account (issue 16: the rules run next). */
  afterCompute?: (accountId: string, helpers: JobHelpers) => Promise<void>;
}

export function buildSignalsTasks(db: Database, options: SignalsTaskOptions = {}): TaskList {
  return {
    [SIGNALS_TASKS.compute]: async (payload, helpers) => {
      await defineTask(computeSchema, async ({ accountId }) => {
        if ((await computePendingSignals(db, accountId)) > 0) await options.afterCompute?.(accountId, helpers);
      })(payload, helpers);
    },
    [SIGNALS_TASKS.sweep]: async () => {
      await sweepPendingSignals(db);
    },
  };
}
