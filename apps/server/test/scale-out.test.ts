import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const baseEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', LOG_LEVEL: 'warn' };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startProcess(entry: string, env: Record<string, string>, readyText: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src', entry)], {
    env: { ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (!output.includes(readyText) && child.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!output.includes(readyText)) {
    child.kill('SIGKILL');
    throw new Error(`${entry} did not start:\n${output}`);
  }
  return child;
}

async function csrf(base: string) {
  const response = await fetch(`${base}/auth/csrf-token`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { 'x-csrf-token': csrfToken, cookie: `csrf_token=${csrfToken}`, 'content-type': 'application/json' };
}

/**
 * Two HTTP servers and two job workers on one PostgreSQL (ARCHITECTURE §6): nothing in one process's
 * memory is needed for correctness.
 */
describe('scale-out: 2 servers + 2 workers on one database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizamply-scale-'));
  let database: EmbeddedDatabase;
  const children: ChildProcess[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    database = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: () => {} });
    const shared = { DATABASE_URL: database.connectionString, WORKER_IN_PROCESS: '0', SEED_DEMO: '1' };
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      children.push(
        await startProcess(
          'main.ts',
          { ...shared, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` },
          'ready at',
        ),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }
    for (let index = 0; index < 2; index += 1) {
      children.push(await startProcess('worker.ts', shared, 'processing jobs'));
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGINT');
          }),
      ),
    );
    await database?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a session made on one server works on the other, and logout on the other ends it everywhere', async () => {
    const [first, second] = bases as [string, string];
    const login = await fetch(`${first}/auth/login`, {
      method: 'POST',
      headers: await csrf(first),
      body: JSON.stringify({ email: 'demo@bizamply.test', password: 'Demo#2026!' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const status = await fetch(`${second}/auth/status`, { headers: { authorization: `Bearer ${token}` } });
    expect(await status.json()).toMatchObject({ authenticated: true, user: { email: 'demo@bizamply.test' } });

    await fetch(`${second}/auth/logout`, {
      method: 'POST',
      headers: { ...(await csrf(second)), authorization: `Bearer ${token}` },
      body: '{}',
    });
    const after = await fetch(`${first}/auth/status`, { headers: { authorization: `Bearer ${token}` } });
    expect(await after.json()).toMatchObject({ authenticated: false });
  });

  it('a change written through one server reaches a live stream open on the other (LISTEN/NOTIFY)', async () => {
    const [first, second] = bases as [string, string];
    const login = await fetch(`${second}/auth/login`, {
      method: 'POST',
      headers: await csrf(second),
      body: JSON.stringify({ email: 'demo@bizamply.test', password: 'Demo#2026!' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const brands = (await (await fetch(`${first}/api/onboard-data`, { headers: auth })).json()) as {
      data: { brands: { BrandId: string }[] };
    };
    const brandId = brands.data.brands[0]?.BrandId ?? '';
    const comments = (await (
      await fetch(`${first}/api/comments?status=pending`, { headers: { ...auth, 'x-brand-id': brandId } })
    ).json()) as { data: { comments: { id: string }[] } };
    const commentId = comments.data.comments[0]?.id ?? '';

    const controller = new AbortController();
    const stream = await fetch(`${first}/api/live`, {
      headers: { ...auth, 'x-brand-id': brandId, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    const heard = (text: string) =>
      (async () => {
        while (!received.includes(text)) {
          const { value, done } = await reader.read();
          if (done) break;
          received += new TextDecoder().decode(value);
        }
        return received.includes(text);
      })();
    expect(await heard('event: ready')).toBe(true);

    // A draft saved through the second server moves the brand's items: the first server's stream hears it.
    const saved = await fetch(`${second}/backend/api/comments/${commentId}/draft`, {
      method: 'PUT',
      headers: { ...(await csrf(second)), ...auth, 'x-brand-id': brandId },
      body: JSON.stringify({ draftContent: 'Thank you for the lovely words!' }),
    });
    expect(saved.status).toBe(200);
    expect(await heard(`"kind":"items","brandId":"${brandId}"`)).toBe(true);
    controller.abort();
  });

  it('rate limits hold across both servers', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const base = bases[attempt % 2] as string;
      const response = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: await csrf(base),
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it('every job runs exactly once across the two workers', async () => {
    const client = new pg.Client({ connectionString: database.connectionString });
    await client.connect();
    const recipients = Array.from({ length: 40 }, (_, index) => `scale-${index}-${Date.now()}@example.com`);
    for (const to of recipients) {
      await client.query(
        `SELECT graphile_worker.add_job('mail:send', json_build_object('to', $1::text, 'subject', 'Scale-out', 'text', 'once'))`,
        [to],
      );
    }
    const deadline = Date.now() + 60_000;
    let delivered = 0;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM dev_mailbox WHERE subject = 'Scale-out'`,
      );
      delivered = rows[0]?.count ?? 0;
      if (delivered >= recipients.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Let any duplicate delivery land before counting per recipient.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const { rows } = await client.query<{ to_address: string; count: number }>(
      `SELECT to_address, count(*)::int AS count FROM dev_mailbox WHERE subject = 'Scale-out' GROUP BY to_address`,
    );
    await client.end();
    expect(rows).toHaveLength(recipients.length);
    expect(rows.every((row) => row.count === 1)).toBe(true);
  }, 90_000);
});
