import { lifecycle } from './lib/lifecycle.ts';
import { startWorker } from './jobs/queue.ts';
import { isDatabaseConnectivityError, superviseWorker } from './jobs/supervisor.ts';
import { buildTaskList, CRONTAB } from './jobs/tasks.ts';
import { failStartup, startRuntime } from './runtime.ts';
import { createPlatformRuntime } from './modules/ingestion/platform-runtime.ts';

const log = (line: string) => process.stdout.write(`bizamply-worker: ${line}\n`);

/** A job worker on its own: run any number of these next to the HTTP servers, on one database. */
async function main(): Promise<void> {
  const runtime = await startRuntime({ log, migrate: true });
  if (runtime.embedded) {
    log(
      'note: with the embedded database a separate worker needs its own DATA_DIR; set DATABASE_URL to share one database',
    );
  }
  const tasks = buildTaskList({
    db: runtime.database.db,
    mailer: runtime.mailer,
    ai: runtime.ai,
    generationLease: runtime.config.generationLease,
    ...createPlatformRuntime(runtime),
  });
  const worker = await superviseWorker(
    () =>
      startWorker({
        pool: runtime.database.pool,
        tasks,
        concurrency: runtime.config.WORKER_CONCURRENCY,
        crontab: CRONTAB,
      }),
    log,
  );
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseConnectivityError(reason)) return;
    throw reason;
  });
  log(`processing jobs (concurrency ${runtime.config.WORKER_CONCURRENCY})`);
  const stop = async () => {
    lifecycle.stopping = true;
    await worker.stop().catch(() => {});
    await runtime.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await worker.done;
}

main().catch(failStartup);
