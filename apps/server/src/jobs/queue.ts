import { jobLogger } from '../lib/lifecycle.ts';
import { makeWorkerUtils, run, type Runner, type TaskList, type WorkerUtils } from 'graphile-worker';
import type pg from 'pg';
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
