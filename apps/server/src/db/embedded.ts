import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { placeCluster, reachableBinaries } from './embedded-placement.ts';
import {
  initialiseCluster,
  packagedBinaries,
  postgresAccount,
  postmasterPid,
  startPostmaster,
} from './embedded-process.ts';

export interface EmbeddedDatabase {
  connectionString: string;
  stop: () => Promise<void>;
}

const USER = 'bizamply';
// The embedded server listens on loopback only; the password guards against other local users.
const PASSWORD = 'bizamply-embedded';

/**
 * Where the embedded PostgreSQL on `port` is reached (a second server on the same machine can share it): through
 * its Unix socket in `socketDir` when it has one (pg's `host` parameter; the port names the socket file), else over
 * loopback TCP, which it always listens on too.
 */
export function embeddedConnectionString(port: number, socketDir: string | null = null, database = 'bizamply'): string {
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/** The longest socket path the kernel takes (sun_path holds 108 bytes with its terminating zero). */
const SOCKET_PATH_MAX = 107;

/**
 * The embedded server's own socket folder, beside its cluster (where its user can reach), open to that user alone
 * (0700, never the shared /tmp): a statement over the socket costs 5–40 µs less on each side than over loopback TCP
 * (docs/performance.md, issue 15 thirteenth and fifteenth passes). Null where a socket cannot be named there (a
 * path too long for the kernel, or one PostgreSQL's list of folders cannot hold): TCP only then.
 */
export function socketDirectory(databaseDir: string, port: number, runAs: { uid: number; gid: number } | null) {
  const dir = path.join(path.dirname(databaseDir), 'postgres-socket');
  const socketFile = path.join(dir, `.s.PGSQL.${port}.lock`);
  if (Buffer.byteLength(socketFile) > SOCKET_PATH_MAX || /[,"\\\s]/.test(dir)) return null;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (runAs) fs.chownSync(dir, runAs.uid, runAs.gid);
  return dir;
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
  const pid = postmasterPid(databaseDir);
  if (pid !== null) {
    log(`stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 15_000))) process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
  fs.rmSync(path.join(databaseDir, 'postmaster.pid'), { force: true });
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

/**
 * Starts (initialising on first use) a real PostgreSQL for `dataDir`: its files live in `dataDir/postgres`, or,
 * when we are root and PostgreSQL's user cannot reach DATA_DIR, in a folder it can reach that
 * `dataDir/postgres` links to (embedded-placement.ts).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  assertWritable(options.dataDir);
  const dataDir = fs.realpathSync(options.dataDir);
  const runAs = process.getuid?.() === 0 ? postgresAccount() : null;
  const binaries = reachableBinaries(packagedBinaries(), runAs, options.log);
  const databaseDir = placeCluster(dataDir, runAs, options.log);
  await clearOrphanedPostmaster(databaseDir, options.log);
  await assertPortFree(options.port);

  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    // A folder without PG_VERSION is what an interrupted first start leaves; initdb wants it empty.
    fs.rmSync(databaseDir, { recursive: true, force: true });
    await initialiseCluster({ binaries, databaseDir, runAs, user: USER, password: PASSWORD });
  }
  const socketDir = socketDirectory(databaseDir, options.port, runAs);
  const postgres = await startPostmaster({
    binaries,
    databaseDir,
    port: options.port,
    runAs,
    flags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'max_connections=200',
      // Reads from outside PostgreSQL's buffers done by the backend itself, not handed to I/O worker processes
      // (PostgreSQL 18's default): the set's pages mostly sit in the OS cache, where a hand-off costs more CPU
      // than the copy (a new search's rare word: ~70 such pages; −0.4 to −0.55 ms of PostgreSQL's CPU per search).
      '-c',
      'io_method=sync',
    ],
    onExit: (message) => options.log(message),
  });

  const admin = new pg.Client({
    connectionString: embeddedConnectionString(options.port, socketDir, 'postgres'),
  });
  try {
    await admin.connect();
    const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'bizamply'`);
    if (exists.rowCount === 0) await admin.query('CREATE DATABASE bizamply');
  } catch (error) {
    await postgres.stop();
    throw new Error(
      `the embedded PostgreSQL in ${databaseDir} started but cannot be used: ${(error as Error).message}`,
    );
  } finally {
    await admin.end().catch(() => {});
  }

  return { connectionString: embeddedConnectionString(options.port, socketDir), stop: postgres.stop };
}
