import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { connectDatabase } from './client.ts';
import { socketDirectory } from './embedded.ts';

/** The server address a connection reached: null over a Unix socket, 127.0.0.1 over loopback TCP. */
const serverAddress = async (handle: DatabaseHandle) =>
  (await handle.pool.query<{ address: string | null }>('SELECT host(inet_server_addr()) AS address')).rows[0]?.address;

describe('the embedded PostgreSQL over its Unix socket', () => {
  let database: DatabaseHandle & { name: string };
  const external = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it.skipIf(external)('is reached through a folder of its own, open to its user alone', async () => {
    const socketDir = new URL(database.connectionString).searchParams.get('host');
    expect(socketDir).toMatch(/postgres-socket$/);
    expect(fs.statSync(socketDir ?? '').mode & 0o777).toBe(0o700);
    expect(await serverAddress(database)).toBeNull();
  });

  it('still answers a connection string over TCP (an external DATABASE_URL is used as given)', async () => {
    const url = new URL(database.connectionString);
    url.searchParams.delete('host');
    const tcp = connectDatabase(url.toString(), 1);
    try {
      expect(await serverAddress(tcp)).toBe('127.0.0.1');
      const { rows } = await tcp.pool.query<{ users: number }>('SELECT count(*)::int AS users FROM users');
      expect(rows[0]?.users).toBeGreaterThanOrEqual(0);
    } finally {
      await tcp.close();
    }
  });

  it.skipIf(external)('reads pages from outside its buffers itself, without I/O worker processes', async () => {
    const { rows } = await database.pool.query<{ io_method: string }>('SHOW io_method');
    expect(rows[0]?.io_method).toBe('sync');
  });

  it('keeps to TCP where the socket could not be named', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'socket-'));
    try {
      expect(socketDirectory(path.join(home, 'x'.repeat(120), 'postgres'), 5432, null)).toBeNull();
      expect(socketDirectory(path.join(home, 'a,b', 'postgres'), 5432, null)).toBeNull();
      expect(socketDirectory(path.join(home, 'postgres'), 5432, null)).toBe(path.join(home, 'postgres-socket'));
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
