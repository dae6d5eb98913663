import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from '../../plugins/compression.ts';
import { askAs, withCompressionSpies } from '../../plugins/compression.test-support.ts';
import { appendLedgerEntry } from '../credits/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the dashboard's answer for a browser", () => {
  it('is compressed once while its figures and balance stay, and anew (with the new balance) after a credit write', async () => {
    const user = await createUserWithBrand(t);
    await withCompressionSpies(async ({ brotli, brotliStreams }) => {
      const ask = askAs(t, user, '/api/dashboard/stats?timeRange=30d');
      const plain = await ask();
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD_BYTES);
      const first = await ask('gzip, deflate, br');
      const second = await ask('gzip, deflate, br');
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers['vary']).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain.body);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(brotliStreams).not.toHaveBeenCalled();

      await t.database.db.transaction((tx) =>
        appendLedgerEntry(tx, {
          accountId: user.account.id,
          type: 'refill',
          delta: 25,
          description: 'compression test',
          idempotencyKey: crypto.randomUUID(),
        }),
      );
      const afterWrite = await ask('gzip, deflate, br');
      const fresh = await ask();
      expect(fresh.json().data.availableCredits).toBe(plain.json().data.availableCredits + 25);
      expect(zlib.brotliDecompressSync(afterWrite.rawPayload).toString('utf8')).toBe(fresh.body);
      expect(brotli).toHaveBeenCalledTimes(2);
      const gzip = await ask('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(fresh.body);
    });
  });
});
