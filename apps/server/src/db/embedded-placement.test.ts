import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  entriesOnTheWay,
  firstClosed,
  mayEnter,
  placeCluster,
  planCluster,
  reachableBinaries,
  type Entry,
} from './embedded-placement.ts';

const POSTGRES = { uid: 4_242_001, gid: 4_242_001 };
const folder = (mode: number, uid = 0, gid = 0, name = '/x'): Entry => ({ path: name, mode, uid, gid });

describe('who may enter a folder', () => {
  it.each([
    ['others, 0755', folder(0o755), true],
    ['others, 0700 (root home, mktemp -d)', folder(0o700), false],
    ['others, 0750', folder(0o750), false],
    ['group member, 0750', folder(0o750, 0, POSTGRES.gid), true],
    ['owner, 0700', folder(0o700, POSTGRES.uid, POSTGRES.gid), true],
    // The owner class decides alone: others' x bit does not help the owner.
    ['owner, 0071', folder(0o071, POSTGRES.uid, 0), false],
    ['group member, 0705', folder(0o705, 0, POSTGRES.gid), false],
  ])('%s', (_case, entry, expected) => {
    expect(mayEnter(entry, POSTGRES)).toBe(expected);
  });

  it('root enters everything', () => {
    expect(mayEnter(folder(0o000), { uid: 0, gid: 0 })).toBe(true);
  });

  it('names the first closed folder on the way', () => {
    const way = [folder(0o755, 0, 0, '/'), folder(0o700, 0, 0, '/root'), folder(0o700, 0, 0, '/root/p')];
    expect(firstClosed(way, POSTGRES)?.path).toBe('/root');
    expect(firstClosed(way.slice(0, 1), POSTGRES)).toBeNull();
  });
});

describe('where the cluster lives', () => {
  const open = [folder(0o755, 0, 0, '/'), folder(0o755, 0, 0, '/srv'), folder(0o755, 0, 0, '/srv/data')];
  const closed = [folder(0o755, 0, 0, '/'), folder(0o700, 0, 0, '/root'), folder(0o755, 0, 0, '/root/data')];
  const none = { kind: 'none' } as const;

  it('runs in DATA_DIR when we are not root, whatever the modes', () => {
    expect(planCluster({ dataDir: '/root/data', existing: none, account: null, dataDirEntries: closed })).toEqual({
      kind: 'here',
      databaseDir: '/root/data/postgres',
    });
  });

  it('runs in DATA_DIR as root when PostgreSQL’s user can reach it', () => {
    expect(planCluster({ dataDir: '/srv/data', existing: none, account: POSTGRES, dataDirEntries: open })).toEqual({
      kind: 'here',
      databaseDir: '/srv/data/postgres',
    });
  });

  it('moves a new cluster out of a closed folder, naming the folder', () => {
    const plan = planCluster({ dataDir: '/root/data', existing: none, account: POSTGRES, dataDirEntries: closed });
    expect(plan).toMatchObject({ kind: 'relocate', closed: { path: '/root' } });
  });

  it('refuses (does not move) an existing cluster that became unreachable', () => {
    const plan = planCluster({
      dataDir: '/root/data',
      existing: { kind: 'folder' },
      account: POSTGRES,
      dataDirEntries: closed,
    });
    expect(plan).toMatchObject({ kind: 'unreachable', closed: { path: '/root' } });
  });

  it('follows the link to a cluster moved earlier, even once the folder is open', () => {
    const target = '/var/lib/bizamply/clusters/ab/postgres';
    expect(
      planCluster({
        dataDir: '/srv/data',
        existing: { kind: 'link', target },
        account: POSTGRES,
        dataDirEntries: open,
      }),
    ).toEqual({ kind: 'linked', databaseDir: target });
  });
});

describe('on disk', () => {
  // The relocation home must be open to the account all the way down: the system temp folder, unless TMPDIR is a
  // closed one (a home folder), then /tmp.
  const openBase = [os.tmpdir(), '/tmp'].find((dir) => !firstClosed(entriesOnTheWay(dir), POSTGRES)) ?? os.tmpdir();
  const scratch = fs.mkdtempSync(path.join(openBase, 'bizamply-placement-'));
  fs.chmodSync(scratch, 0o755);
  const home = path.join(scratch, 'home');
  const closedFolder = path.join(scratch, 'closed');
  fs.mkdirSync(closedFolder, { mode: 0o700 });
  fs.chmodSync(closedFolder, 0o700);
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('lists a path from / down, after resolving links', () => {
    const link = path.join(scratch, 'link');
    fs.symlinkSync(closedFolder, link);
    const entries = entriesOnTheWay(link);
    expect(entries[0]?.path).toBe('/');
    expect(entries.at(-1)?.path).toBe(fs.realpathSync(closedFolder));
    expect((entries.at(-1)?.mode ?? 0) & 0o777).toBe(0o700);
  });

  it('keeps a closed DATA_DIR’s cluster in the relocation home, linked from DATA_DIR, and finds it again', () => {
    const dataDir = path.join(closedFolder, 'data');
    fs.mkdirSync(dataDir);
    const databaseDir = placeCluster(dataDir, POSTGRES, log, home);
    expect(databaseDir.startsWith(path.join(home, 'clusters'))).toBe(true);
    expect(fs.readlinkSync(path.join(dataDir, 'postgres'))).toBe(databaseDir);
    expect(fs.readFileSync(path.join(path.dirname(databaseDir), 'data-dir'), 'utf8').trim()).toBe(dataDir);
    expect(lines.at(-1)).toContain(`cannot enter ${fs.realpathSync(closedFolder)} (mode 0700)`);
    expect((fs.statSync(closedFolder).mode & 0o777).toString(8)).toBe('700');
    expect(placeCluster(dataDir, POSTGRES, log, home)).toBe(databaseDir);
  });

  it('deletes the kept cluster once its DATA_DIR is gone (deleted to start over)', () => {
    const dataDir = path.join(closedFolder, 'gone');
    fs.mkdirSync(dataDir);
    const databaseDir = placeCluster(dataDir, POSTGRES, log, home);
    fs.mkdirSync(databaseDir);
    fs.rmSync(dataDir, { recursive: true });
    const other = path.join(closedFolder, 'other');
    fs.mkdirSync(other);
    placeCluster(other, POSTGRES, log, home);
    expect(fs.existsSync(path.dirname(databaseDir))).toBe(false);
    expect(lines).toContain(
      `removed the embedded database kept for ${fs.realpathSync(closedFolder)}/gone, which no longer uses it`,
    );
  });

  it('starts over when the folder the link points to was deleted', () => {
    const dataDir = path.join(closedFolder, 'dangling');
    fs.mkdirSync(dataDir);
    const first = placeCluster(dataDir, POSTGRES, log, home);
    fs.rmSync(path.dirname(first), { recursive: true });
    const second = placeCluster(dataDir, POSTGRES, log, home);
    expect(second).not.toBe(first);
    expect(fs.readlinkSync(path.join(dataDir, 'postgres'))).toBe(second);
  });

  it('stops with one line, moving nothing, when a cluster already in DATA_DIR cannot be reached', () => {
    const dataDir = path.join(closedFolder, 'old');
    fs.mkdirSync(path.join(dataDir, 'postgres'), { recursive: true });
    expect(() => placeCluster(dataDir, POSTGRES, log, home)).toThrow(
      /^the embedded database in \S+\/old\/postgres cannot be reached by PostgreSQL's user, which cannot enter \S+ \(mode 0700\); [^\n]+$/,
    );
    expect(fs.lstatSync(path.join(dataDir, 'postgres')).isDirectory()).toBe(true);
  });

  it('copies binaries PostgreSQL’s user cannot reach, once, readable and runnable by all', () => {
    const native = path.join(closedFolder, 'native');
    for (const sub of ['bin', 'lib', 'share/postgresql']) fs.mkdirSync(path.join(native, sub), { recursive: true });
    for (const binary of ['postgres', 'initdb'])
      fs.writeFileSync(path.join(native, 'bin', binary), '', { mode: 0o700 });
    fs.writeFileSync(path.join(native, 'lib', 'libpq.so.5.18'), '', { mode: 0o600 });
    fs.symlinkSync('libpq.so.5.18', path.join(native, 'lib', 'libpq.so.5'));
    const packaged = { home: native, version: '18.0.0-test' };

    const copied = reachableBinaries(packaged, POSTGRES, log, home);
    expect(copied.home).toBe(path.join(home, `postgres-18.0.0-test-${os.platform()}-${os.arch()}`));
    expect(fs.statSync(path.join(copied.home, 'bin/postgres')).mode & 0o777).toBe(0o755);
    expect(fs.statSync(path.join(copied.home, 'lib/libpq.so.5.18')).mode & 0o777).toBe(0o644);
    expect(fs.readlinkSync(path.join(copied.home, 'lib/libpq.so.5'))).toBe('libpq.so.5.18');
    expect(firstClosed(entriesOnTheWay(path.join(copied.home, 'bin/postgres')), POSTGRES)).toBeNull();

    fs.writeFileSync(path.join(copied.home, 'marker'), '');
    expect(reachableBinaries(packaged, POSTGRES, log, home).home).toBe(copied.home);
    expect(fs.existsSync(path.join(copied.home, 'marker'))).toBe(true);
  });

  it('uses the binaries where npm put them when they are reachable, or when we are not root', () => {
    const packaged = { home: path.join(closedFolder, 'native'), version: '18.0.0-test' };
    expect(reachableBinaries(packaged, null, log, home)).toBe(packaged);
    const owner = { uid: fs.statSync(closedFolder).uid, gid: fs.statSync(closedFolder).gid };
    fs.chmodSync(path.join(packaged.home, 'bin/postgres'), 0o755);
    fs.chmodSync(path.join(packaged.home, 'bin/initdb'), 0o755);
    expect(reachableBinaries(packaged, owner, log, path.join(scratch, 'unused'))).toBe(packaged);
  });
});
