import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEMO_CUSTOMERS } from '../src/seed/demo-customers.ts';

/** The administrator, the demo user and the demo customers the administrator manages. */
const SEEDED_USERS = 2 + DEMO_CUSTOMERS.length;

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const baseEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', LOG_LEVEL: 'warn' };

function runMain(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...baseEnv, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('bad configuration', () => {
  it.each([
    [{ PORT: 'abc' }, /^bizamply: cannot start: Invalid configuration: PORT: .*\(got "abc"\)$/],
    [
      { DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none' },
      /^bizamply: cannot start: the database cannot be reached .*check DATABASE_URL$/,
    ],
    [{ DATA_DIR: '/etc/hostname/data' }, /^bizamply: cannot start: DATA_DIR "\/etc\/hostname\/data" cannot be written/],
  ])('%o prints one line naming the problem and exits non-zero', (env, expected) => {
    const result = runMain(env);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(expected);
  });
});

describe('a real start on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizamply-start-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function startAndStop(signal: NodeJS.Signals = 'SIGINT'): Promise<{ health: unknown; users: number }> {
    const port = await freePort();
    const pgPort = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...baseEnv,
        PORT: String(port),
        EMBEDDED_PG_PORT: String(pgPort),
        DATA_DIR: dataDir,
        WORKER_IN_PROCESS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 60_000;
    while (!output.includes('ready at') && Date.now() < deadline && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!output.includes('ready at')) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    const health = await (await fetch(`http://127.0.0.1:${port}/backend/api/system/health`)).json();
    const client = new pg.Client({
      connectionString: `postgres://bizamply:bizamply-embedded@127.0.0.1:${pgPort}/bizamply`,
    });
    await client.connect();
    const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
    await client.end();

    child.kill(signal);
    const code = await exited;
    if (signal === 'SIGINT') expect(code).toBe(0);
    return { health, users: rows[0]?.count ?? -1 };
  }

  it('serves health, stops PostgreSQL on SIGINT, and reuses the data without seeding twice', async () => {
    const first = await startAndStop();
    expect(first.health).toMatchObject({ status: 'ok', services: { database: 'ok' } });
    expect(first.users).toBe(SEEDED_USERS);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await startAndStop();
    expect(second.users).toBe(SEEDED_USERS);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('starts again after the server was killed with SIGKILL (the orphaned PostgreSQL is shut down first)', async () => {
    await startAndStop('SIGKILL');
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);
    const restarted = await startAndStop();
    expect(restarted.health).toMatchObject({ services: { database: 'ok' } });
    expect(restarted.users).toBe(SEEDED_USERS);
  }, 120_000);
});
