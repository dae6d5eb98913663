// The browser tests' Chromium, got by themselves when the machine has none (Playwright's globalSetup; also
// `npx tsx scripts/provision-chromium.ts`). Only Debian's packages are used, through apt:
// - as root: `apt-get update && apt-get install -y chromium` (/usr/bin/chromium, as on CI and the developers' machines);
// - as another user: the same packages (and any library the machine lacks) are downloaded with apt into the user's
//   cache and unpacked there with dpkg-deb, behind a launcher that points the browser at those libraries.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cachedChromium,
  chromiumCacheDir,
  CHROMIUM_ARGS,
  DEBIAN_CHROMIUM,
  findChromium,
  isRunnable,
} from '../e2e/chromium.ts';

const say = (line: string) => process.stdout.write(`bizamply: ${line}\n`);

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string {
  try {
    return execFileSync(command, args, { ...options, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failure = error as { code?: string; stderr?: string; status?: number };
    if (failure.code === 'ENOENT') throw new Error(`${command} is not on this machine`);
    const lines = (failure.stderr ?? '').split('\n').filter((line) => line.trim());
    throw new Error(`${command} ${args[0]} failed: ${lines.at(-1)?.trim() ?? `exit ${failure.status}`}`);
  }
}

function installWithApt(): string {
  say(`no Chromium at ${process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM}: installing Debian's chromium with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=300', 'chromium'], { env });
  if (!isRunnable(DEBIAN_CHROMIUM)) throw new Error(`apt-get installed chromium but ${DEBIAN_CHROMIUM} is missing`);
  return DEBIAN_CHROMIUM;
}

/** Library folders among the unpacked files, for LD_LIBRARY_PATH. */
function libraryFolders(root: string): string[] {
  return ['usr/lib', 'lib'].flatMap((base) => {
    const folder = path.join(root, base);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('-linux-gnu'))
      .map((name) => path.join(folder, name));
  });
}

function unpackIntoCache(): string {
  const cache = chromiumCacheDir();
  say(`no Chromium at ${process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM}: fetching Debian's chromium into ${cache}…`);
  const lists = path.join(cache, 'apt', 'lists');
  const archives = path.join(cache, 'apt', 'cache');
  fs.mkdirSync(path.join(lists, 'partial'), { recursive: true });
  fs.mkdirSync(path.join(archives, 'archives', 'partial'), { recursive: true });
  // apt's own state stays untouched: package lists and downloads go to the user's cache, no lock is taken.
  const apt = (args: string[], cwd?: string) =>
    run(
      'apt-get',
      ['-q', '-o', `Dir::State::Lists=${lists}`, '-o', `Dir::Cache=${archives}`, '-o', 'Debug::NoLocking=1', ...args],
      cwd ? { cwd } : {},
    );
  apt(['update']);
  // What a root install would add to this machine: chromium and the libraries it lacks.
  const plan = apt(['--simulate', '--no-install-recommends', 'install', 'chromium']);
  const missing = [...plan.matchAll(/^Inst (\S+)/gm)].map((match) => match[1] ?? '');
  if (missing.includes('libc6')) throw new Error("Debian's chromium needs a newer C library than this machine has");
  const packages = [...new Set(['chromium', 'chromium-common', ...missing])];

  const work = path.join(cache, `.unpack-${crypto.randomBytes(6).toString('hex')}`);
  const root = path.join(work, 'root');
  fs.mkdirSync(root, { recursive: true });
  try {
    say(`downloading ${packages.length} Debian packages (${packages.join(', ')})…`);
    apt(['download', ...packages], work);
    const debs = fs.readdirSync(work).filter((name) => name.endsWith('.deb'));
    for (const deb of debs) {
      run('dpkg-deb', ['-x', path.join(work, deb), root]);
      fs.rmSync(path.join(work, deb));
    }
    const version = debs.find((name) => name.startsWith('chromium_'))?.split('_')[1] ?? 'unknown';
    const home = path.join(cache, `debian-${version}`);
    fs.rmSync(home, { recursive: true, force: true });
    fs.renameSync(work, home);
    const unpacked = path.join(home, 'root');
    const libraries = libraryFolders(unpacked).join(':');
    const launcher = [
      '#!/bin/sh',
      `# Debian's chromium ${version}, unpacked by scripts/provision-chromium.ts with the libraries this machine lacked.`,
      ...(libraries ? [`export LD_LIBRARY_PATH="${libraries}\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"`] : []),
      `exec "${path.join(unpacked, 'usr/lib/chromium/chromium')}" "$@"`,
      '',
    ].join('\n');
    const pending = `${cachedChromium()}.${process.pid}`;
    fs.writeFileSync(pending, launcher, { mode: 0o755 });
    fs.renameSync(pending, cachedChromium());
    return cachedChromium();
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Starts the browser once, headless, so a missing library shows up here and not as a failed launch in every test. */
function assertItRuns(chromium: string): void {
  try {
    execFileSync(chromium, [...CHROMIUM_ARGS, '--headless', '--dump-dom', 'about:blank'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '');
    const reason = stderr.split('\n').find((line) => /error while loading|cannot open|No such file/.test(line));
    throw new Error(`${chromium} does not start${reason ? ` (${reason.trim()})` : ''}`);
  }
}

/** Makes sure a Chromium is there and puts its path in CHROMIUM_PATH for the test workers. */
export default async function provisionChromium(): Promise<void> {
  const found = findChromium();
  if (found) {
    process.env.CHROMIUM_PATH = found;
    return;
  }
  const started = Date.now();
  try {
    const chromium = process.getuid?.() === 0 ? installWithApt() : unpackIntoCache();
    assertItRuns(chromium);
    process.env.CHROMIUM_PATH = chromium;
    say(`Chromium ready in ${Math.round((Date.now() - started) / 1000)} s: ${chromium}`);
  } catch (error) {
    const fix =
      process.getuid?.() === 0
        ? 'apt-get install chromium'
        : 'as root: apt-get install chromium, or set CHROMIUM_PATH to a Chromium binary';
    const failure = new Error(`no Chromium for the browser tests (${(error as Error).message}); fix: ${fix}`);
    // One line, not a stack trace: the message says all there is to say.
    failure.stack = failure.message;
    throw failure;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  provisionChromium().then(
    () => say(`browser tests use ${process.env.CHROMIUM_PATH}`),
    (error: Error) => {
      process.stderr.write(`bizamply: ${error.message}\n`);
      process.exit(1);
    },
  );
}
