import type { Runner } from 'graphile-worker';
import { hasUnreachableCode } from '../db/connectivity.ts';

/**
 * True for errors that only say the database is unreachable for now (restart, failover, network blip):
 * connection refused/reset, PostgreSQL's admin-shutdown and cannot-connect-now codes, SQLSTATE class 08.
 */
export function isDatabaseConnectivityError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (hasUnreachableCode(error)) return true;
  if (/Connection terminated|the database system is (shutting down|starting up)/i.test(error.message)) return true;
  return error.cause !== undefined && isDatabaseConnectivityError(error.cause);
}

export interface SupervisedWorker {
  stop: () => Promise<void>;
  /** Settles once the supervisor has been stopped (a runner that dies is restarted instead). */
  done: Promise<void>;
}

/**
 * graphile-worker's runner ends for good when its cron loop or job listener loses the database. A PostgreSQL
 * restart must not leave the process without a worker, so the runner is started again with back-off
 * (1 s doubling to 30 s) until the database answers.
 */
export async function superviseWorker(
  start: () => Promise<Runner>,
  log: (line: string) => void,
): Promise<SupervisedWorker> {
  let stopped = false;
  let current: Runner | null = await start();
  let timer: NodeJS.Timeout | null = null;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });

  const scheduleRestart = (attempt: number, reason: string) => {
    const delay = Math.min(30_000, 1_000 * 2 ** attempt);
    log(`job worker stopped (${reason}); starting it again in ${delay / 1000} s`);
    timer = setTimeout(() => {
      timer = null;
      if (stopped) return;
      start().then(
        (runner) => {
          current = runner;
          watch(runner);
        },
        (error: unknown) => scheduleRestart(attempt + 1, error instanceof Error ? error.message : String(error)),
      );
    }, delay);
  };
  const watch = (runner: Runner) => {
    runner.promise.then(
      () => {
        if (!stopped) scheduleRestart(0, 'it ended');
      },
      (error: unknown) => {
        if (stopped) return;
        current = null;
        scheduleRestart(0, error instanceof Error ? error.message : String(error));
      },
    );
  };
  watch(current);

  return {
    done,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const runner = current;
      current = null;
      await runner?.stop().catch(() => {});
      finish();
    },
  };
}
