import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postmasterPid, type Binaries } from './embedded-process.ts';

/**
 * Where the embedded cluster lives. PostgreSQL refuses to run as root, so when we are root its processes run as
 * the `postgres` account, which must be able to enter every folder on the way to its binaries and its data. A
 * checkout in a 0700 folder (root's home, `mktemp -d`) is closed to it, and we never change the permissions of the
 * user's folders: such a cluster lives under RELOCATION_HOME instead, and `DATA_DIR/postgres` is a symbolic link to
 * it, so DATA_DIR stays the one thing to keep or delete.
 */
export const RELOCATION_HOME = '/var/lib/bizamply';

/** The ids PostgreSQL's processes run with (libuv drops supplementary groups when it switches user). */
export interface Account {
  uid: number;
  gid: number;
}

/** A folder (or executable) as stat() reports it. */
export interface Entry {
  path: string;
  mode: number;
  uid: number;
  gid: number;
}

/** Whether the account may enter the folder (or run the file): the owner, group or others' x bit, whichever applies. */
export function mayEnter(entry: Entry, account: Account): boolean {
  if (account.uid === 0) return true;
  const bit = entry.uid === account.uid ? 0o100 : entry.gid === account.gid ? 0o010 : 0o001;
  return (entry.mode & bit) !== 0;
}

/** The first entry the account may not enter, or null when the whole way is open. */
export function firstClosed(entries: readonly Entry[], account: Account): Entry | null {
  return entries.find((entry) => !mayEnter(entry, account)) ?? null;
}

/** `target` and every folder above it, from `/` down, after resolving symbolic links (the way the kernel walks it). */
export function entriesOnTheWay(target: string): Entry[] {
  const entries: Entry[] = [];
  let current = fs.realpathSync(target);
  for (;;) {
    const stat = fs.statSync(current);
    entries.unshift({ path: current, mode: stat.mode, uid: stat.uid, gid: stat.gid });
    const parent = path.dirname(current);
    if (parent === current) return entries;
    current = parent;
  }
}

export function describeClosed(entry: Entry): string {
  return `${entry.path} (mode ${(entry.mode & 0o777).toString(8).padStart(4, '0')})`;
}

export type ExistingCluster = { kind: 'none' } | { kind: 'folder' } | { kind: 'link'; target: string };

export type ClusterPlan =
  | { kind: 'here'; databaseDir: string }
  | { kind: 'linked'; databaseDir: string }
  | { kind: 'relocate'; closed: Entry }
  | { kind: 'unreachable'; closed: Entry };

/**
 * Decides where the cluster of `dataDir` lives. `account` is null when we are not root (PostgreSQL then runs as
 * us and reaches whatever we reach); `dataDirEntries` is `entriesOnTheWay(dataDir)`.
 */
export function planCluster(input: {
  dataDir: string;
  existing: ExistingCluster;
  account: Account | null;
  dataDirEntries: readonly Entry[];
}): ClusterPlan {
  const here = path.join(input.dataDir, 'postgres');
  if (input.existing.kind === 'link') return { kind: 'linked', databaseDir: input.existing.target };
  const closed = input.account ? firstClosed(input.dataDirEntries, input.account) : null;
  if (!closed) return { kind: 'here', databaseDir: here };
  return input.existing.kind === 'folder' ? { kind: 'unreachable', closed } : { kind: 'relocate', closed };
}

function existingCluster(link: string): ExistingCluster {
  try {
    if (fs.lstatSync(link).isSymbolicLink()) return { kind: 'link', target: fs.readlinkSync(link) };
    return { kind: 'folder' };
  } catch {
    return { kind: 'none' };
  }
}

const OWNER_FILE = 'data-dir';

/** A folder of RELOCATION_HOME that root owns and everyone may enter (created so, or checked to be so). */
export function openFolder(folder: string, account: Account): void {
  fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
  const closed = firstClosed(entriesOnTheWay(folder), account);
  if (closed) {
    throw new Error(
      `PostgreSQL's user (uid ${account.uid}) cannot enter ${describeClosed(closed)}, where the embedded database of a checkout in a closed folder lives; open that folder to it, run as a non-root user, or set DATABASE_URL`,
    );
  }
}

/**
 * Clusters kept for a DATA_DIR whose `postgres` link no longer points to them (DATA_DIR deleted to start over,
 * a test's throwaway folder) are deleted, unless their PostgreSQL is still running. Half-made ones (a start
 * that died while creating one) go after an hour.
 */
function removeAbandonedClusters(clustersDir: string, log: (line: string) => void): void {
  for (const name of fs.existsSync(clustersDir) ? fs.readdirSync(clustersDir) : []) {
    const home = path.join(clustersDir, name);
    if (name.startsWith('.')) {
      if (Date.now() - fs.statSync(home).mtimeMs > 3_600_000) fs.rmSync(home, { recursive: true, force: true });
      continue;
    }
    const databaseDir = path.join(home, 'postgres');
    let owner: string;
    try {
      owner = fs.readFileSync(path.join(home, OWNER_FILE), 'utf8').trim();
    } catch {
      continue;
    }
    const link = existingCluster(path.join(owner, 'postgres'));
    if (link.kind === 'link' && link.target === databaseDir) continue;
    if (postmasterPid(databaseDir) !== null) continue;
    fs.rmSync(home, { recursive: true, force: true });
    log(`removed the embedded database kept for ${owner}, which no longer uses it`);
  }
}

/**
 * Returns the cluster folder for `dataDir`, creating a relocated one (and the link to it) when the account cannot
 * reach DATA_DIR. Throws one readable line where it cannot work.
 */
export function placeCluster(
  dataDir: string,
  account: Account | null,
  log: (line: string) => void,
  relocationHome = RELOCATION_HOME,
): string {
  const link = path.join(dataDir, 'postgres');
  const clustersDir = path.join(relocationHome, 'clusters');
  if (account && fs.existsSync(clustersDir)) removeAbandonedClusters(clustersDir, log);
  let existing = existingCluster(link);
  if (existing.kind === 'link' && !fs.existsSync(path.dirname(existing.target))) {
    // The folder it pointed to is gone (RELOCATION_HOME deleted): start over, as when DATA_DIR is deleted.
    fs.rmSync(link);
    existing = { kind: 'none' };
  }
  const plan = planCluster({
    dataDir,
    existing,
    account,
    dataDirEntries: entriesOnTheWay(dataDir),
  });
  switch (plan.kind) {
    case 'here':
    case 'linked':
      return plan.databaseDir;
    case 'unreachable':
      throw new Error(
        `the embedded database in ${link} cannot be reached by PostgreSQL's user, which cannot enter ${describeClosed(plan.closed)}; move it to a folder that user can enter, or start over by deleting it`,
      );
    case 'relocate': {
      if (!account) throw new Error('a relocated cluster is only made when running as root');
      openFolder(clustersDir, account);
      const id = crypto.randomBytes(8).toString('hex');
      const home = path.join(clustersDir, id);
      const databaseDir = path.join(home, 'postgres');
      // The link exists before the cluster's folder appears (with its owner file, by rename), so another start's
      // clean-up never sees this cluster without its link.
      fs.symlinkSync(databaseDir, link);
      const pending = path.join(clustersDir, `.${id}`);
      fs.mkdirSync(pending, { mode: 0o755 });
      fs.writeFileSync(path.join(pending, OWNER_FILE), `${dataDir}\n`);
      fs.renameSync(pending, home);
      log(
        `PostgreSQL's user cannot enter ${describeClosed(plan.closed)}: the database of ${dataDir} lives in ${databaseDir} (${link} links to it)`,
      );
      return databaseDir;
    }
  }
}

/** Everything is readable by all, and what was executable is executable by all (npm may have kept a tight umask). */
function openModes(folder: string): void {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      fs.chmodSync(full, 0o755);
      openModes(full);
    } else if (entry.isFile()) {
      fs.chmodSync(full, fs.statSync(full).mode & 0o111 ? 0o755 : 0o644);
    }
  }
}

/**
 * The binaries where PostgreSQL's user can run them: npm's copy when it can reach it, otherwise a copy under
 * RELOCATION_HOME made once per version (by rename, so a half-made copy is never used).
 */
export function reachableBinaries(
  packaged: Binaries,
  account: Account | null,
  log: (line: string) => void,
  relocationHome = RELOCATION_HOME,
): Binaries {
  if (!account) return packaged;
  const needed = ['bin/postgres', 'bin/initdb', 'lib', 'share/postgresql'].flatMap((part) =>
    entriesOnTheWay(path.join(packaged.home, part)),
  );
  const closed = firstClosed(needed, account);
  if (!closed) return packaged;
  openFolder(relocationHome, account);
  const home = path.join(relocationHome, `postgres-${packaged.version}-${os.platform()}-${os.arch()}`);
  if (!fs.existsSync(home)) {
    log(`PostgreSQL's user cannot enter ${describeClosed(closed)}: copying PostgreSQL ${packaged.version} to ${home}`);
    const pending = path.join(relocationHome, `.copy-${crypto.randomBytes(6).toString('hex')}`);
    fs.cpSync(packaged.home, pending, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(pending, 0o755);
    openModes(pending);
    try {
      fs.renameSync(pending, home);
    } catch {
      // Another start made the same copy first.
      fs.rmSync(pending, { recursive: true, force: true });
    }
  }
  return { home, version: packaged.version };
}
