import { jobLogger } from '../lib/lifecycle.ts';
import { makeWorkerUtils, run, type Runner, type TaskList, type WorkerUtils } from 'graphile-worker';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { z } from 'zod';

export interface JobQueue {
  /** Enqueue after the surrounding transaction has committed (never inside it). */
  add: <T>(
    task: string,
    payload: T,
    options?: { jobKey?: string; runAt?: Date; maxAttempts?: number },
  ) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Queues a job as part of the caller's transaction, through graphile-worker's own `add_job` in SQL: the job exists
 * exactly when the transaction commits, and costs no round trip or commit of its own. For a hot path that already
 * holds a transaction (a batch of webhook deliveries); elsewhere `JobQueue.add`, after commit, stays the rule.
 */
export async function addJobWithin(
  db: Executor,
  task: string,
  payload: unknown,
  options?: { jobKey?: string; runAt?: Date; maxAttempts?: number },
): Promise<void> {
  await db.execute(sql`
    SELECT FROM graphile_worker.add_job(
      identifier => ${task}::text,
      payload => ${JSON.stringify(payload ?? {})}::json,
      run_at => ${options?.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${options?.maxAttempts ?? null}::int,
      job_key => ${options?.jobKey ?? null}::text
    )`);
}

export async function createJobQueue(pool: pg.Pool): Promise<JobQueue> {
  const utils: WorkerUtils = await makeWorkerUtils({ pgPool: pool, logger: jobLogger });
  await utils.migrate();
  return {
    async add(task, payload, options) {
      await utils.addJob(task, payload as never, {
        ...(options?.jobKey ? { jobKey: options.jobKey } : {}),
        ...(options?.runAt ? { runAt: options.runAt } : {}),
        ...(options?.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      });
    },
    close: async () => {
      await utils.release();
    },
  };
}

/** A job whose payload is checked before it runs; a payload that can never be valid is not retried. */
export function defineTask<S extends z.ZodType>(schema: S, handler: (payload: z.infer<S>) => Promise<void>) {
  return async (payload: unknown, helpers: { logger: { error: (message: string) => void } }) => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      helpers.logger.error(`dropping job with an invalid payload: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
      return;
    }
    await handler(parsed.data);
  };
}

export async function startWorker(options: {
  pool: pg.Pool;
  tasks: TaskList;
  concurrency: number;
  crontab: string;
}): Promise<Runner> {
  return run({
    pgPool: options.pool,
    taskList: options.tasks,
    concurrency: options.concurrency,
    crontab: options.crontab,
    noHandleSignals: true,
    logger: jobLogger,
    pollInterval: 1000,
  });
}
