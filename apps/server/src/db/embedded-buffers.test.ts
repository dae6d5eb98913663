import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { availableMemory, sharedBuffersFor } from './embedded.ts';

const GB = 1024 ** 3;

describe("the embedded PostgreSQL's shared_buffers", () => {
  it('is a quarter of the memory, between PostgreSQL’s 128 MB default and 1 GB', () => {
    expect(sharedBuffersFor(0.25 * GB)).toBe('128MB');
    expect(sharedBuffersFor(2 * GB)).toBe('512MB');
    expect(sharedBuffersFor(3 * GB + 12345)).toBe('768MB');
    expect(sharedBuffersFor(4 * GB)).toBe('1024MB');
    expect(sharedBuffersFor(24 * GB)).toBe('1024MB');
  });

  describe('on the running server', () => {
    let database: DatabaseHandle & { name: string };
    const external = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database.close();
    });

    it.skipIf(external)('is what the rule gives for this machine', async () => {
      const { rows } = await database.pool.query<{ bytes: string }>(
        `SELECT pg_size_bytes(current_setting('shared_buffers')) AS bytes`,
      );
      expect(`${Number(rows[0]?.bytes) / 1024 ** 2}MB`).toBe(sharedBuffersFor(availableMemory()));
    });
  });
});
