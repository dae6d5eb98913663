import { lifecycle } from './lib/lifecycle.ts';
import { warmPool } from './db/client.ts';
import { buildApp } from './app.ts';
import { createJobQueue, startWorker } from './jobs/queue.ts';
import { isDatabaseConnectivityError, superviseWorker } from './jobs/supervisor.ts';
import { buildTaskList, CRONTAB } from './jobs/tasks.ts';
import { failStartup, startRuntime } from './runtime.ts';
import { deploymentWarnings } from './config-rules.ts';
import { ensureAdministrator, seedDemoIfEmpty, DEMO_EMAIL } from './seed/seed.ts';
import { createPlatformRuntime } from './modules/ingestion/platform-runtime.ts';
import { warmSearches } from './modules/comments/index.ts';

const log = (line: string) => process.stdout.write(`bizamply: ${line}\n`);

async function main(): Promise<void> {
  const runtime = await startRuntime({ log, migrate: true });
  const { config, database } = runtime;
  for (const warning of deploymentWarnings(config)) process.stderr.write(`bizamply: ${warning}\n`);
  const queue = await createJobQueue(database.pool);

  // Passwords never reach the log: the README lists the development ones, production sets its own.
  const administrator = { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD };
  if (config.SEED_DEMO && (await seedDemoIfEmpty(database.db, database.pool, runtime.cipher, administrator))) {
    log(`seeded the demo account ${DEMO_EMAIL} and the administrator ${config.ADMIN_EMAIL} (passwords: see README)`);
  }
  if (await ensureAdministrator(database.db, database.pool, administrator)) {
    log(`created the administrator ${config.ADMIN_EMAIL} (password: ADMIN_PASSWORD)`);
  }

  const platforms = createPlatformRuntime(runtime);
  const app = await buildApp({ ...runtime, queue, replyDispatcher: platforms.replyDispatcher });
  const tasks = buildTaskList({
    db: database.db,
    mailer: runtime.mailer,
    ai: runtime.ai,
    generationLease: config.generationLease,
    ...platforms,
  });
  const worker = config.WORKER_IN_PROCESS
    ? await superviseWorker(
        () =>
          startWorker({
            pool: database.pool,
            tasks,
            concurrency: config.WORKER_CONCURRENCY,
            crontab: CRONTAB,
          }),
        log,
      )
    : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.stopping = true;
    log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close().catch(() => {});
    await worker?.stop().catch(() => {});
    await queue.close().catch(() => {});
    await runtime.shutdown();
    process.exit(0);
  };
  // A terminal's Ctrl-C reaches PostgreSQL too, which then ends our connections mid-shutdown.
  process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
    if (stopping && error.code === '57P01') return;
    process.stderr.write(`bizamply: fatal: ${error.stack ?? error.message}\n`);
    process.exit(1);
  });
  // graphile-worker leaves some internal promises unhandled when the database goes away; an unreachable
  // database is a state to recover from (requests get errors, the worker restarts), not a reason to exit.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseConnectivityError(reason)) return;
    throw reason;
  });
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await warmPool(database.pool, config.DATABASE_POOL_SIZE);
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await runtime.shutdown();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new Error(`port ${config.PORT} is already in use; set PORT to a free port`);
    throw error;
  }
  // After listening, never before: readiness does not wait for it (a few dozen pages read once).
  void warmSearches(database.db);
  log(
    `ready at http://localhost:${config.PORT} (database: ${runtime.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'}, platforms: ${config.PLATFORM_MODE}, worker: ${worker ? 'in process' : 'separate'})`,
  );
}

main().catch(failStartup);
