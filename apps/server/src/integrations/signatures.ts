import crypto from 'node:crypto';
import { safeEqual } from '../lib/secrets.ts';

export const hmacHex = (key: string, body: string | Buffer) =>
  crypto.createHmac('sha256', key).update(body).digest('hex');
export const hmacBase64 = (key: string, body: string | Buffer) =>
  crypto.createHmac('sha256', key).update(body).digest('base64');

/** Constant-time comparison of a received signature with the expected one (missing = no match). */
export function signatureMatches(received: string | undefined | null, expected: string): boolean {
  return typeof received === 'string' && received.length > 0 && received.length <= 512 && safeEqual(received, expected);
}

/** Sorted, URL-encoded `k=v&…` of a query without `hmac`/`signature` (Shopify's OAuth query HMAC). */
export function canonicalQuery(query: Record<string, string>): string {
  const entries = Object.entries(query)
    .filter(([key]) => key !== 'hmac' && key !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/**
 * A stable id for deliveries that carry none (hash of the exact bytes received). The one-shot `crypto.hash` (Node
 * ≥ 20.12) gives createHash's bytes without a Hash object and its per-object lookup of "sha256" (1.8 % of the
 * server's busy time in the ingestion row, docs/performance.md "Issue 15, thirteenth pass: ingestion").
 */
export const deliveryHash = (raw: Buffer) => crypto.hash('sha256', raw, 'hex');
