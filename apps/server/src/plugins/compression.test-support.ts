import zlib from 'node:zlib';
import { vi } from 'vitest';
import type { createUserWithBrand, TestApp } from '../../test/app.ts';

/** A request of `url` as `user`, with the Accept-Encoding given (none: the plain answer). */
export function askAs(t: TestApp, user: Awaited<ReturnType<typeof createUserWithBrand>>, url: string) {
  return (acceptEncoding?: string) =>
    t.request({
      url,
      token: user.token,
      brandId: user.brand.id,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
}

/**
 * Runs `check` with brotli's one-shot and stream compressors spied on and one insight-cache slot (Date faked: a slot
 * turning would recompute the figures, new bytes), then restores them.
 */
export async function withCompressionSpies(
  check: (spies: { brotli: ReturnType<typeof vi.spyOn>; brotliStreams: ReturnType<typeof vi.spyOn> }) => Promise<void>,
) {
  vi.useFakeTimers({ toFake: ['Date'] });
  const brotli = vi.spyOn(zlib, 'brotliCompressSync');
  const brotliStreams = vi.spyOn(zlib, 'createBrotliCompress');
  try {
    await check({ brotli, brotliStreams });
  } finally {
    brotli.mockRestore();
    brotliStreams.mockRestore();
    vi.useRealTimers();
  }
}
