import crypto from 'node:crypto';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@bizamply/contracts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31];
  return output;
}

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** 160 random bits, the size RFC 4226 recommends for HMAC-SHA-1. */
export const generateSecret = () => base32Encode(crypto.randomBytes(20));

export const timeStep = (at: number = Date.now()) => Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);

/** HOTP (RFC 4226) of one counter value: the TOTP code of that time step (RFC 6238). */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = crypto.createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0xf;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The time step a code belongs to, allowing one step of clock drift either way; null when it matches none.
 * Steps at or before `notAfter` are refused so that a code cannot be replayed.
 */
export function matchTotp(secret: string, code: string, notAfter: number | null, at = Date.now()): number | null {
  const now = timeStep(at);
  for (const step of [now - 1, now, now + 1]) {
    if (notAfter !== null && step <= notAfter) continue;
    const expected = totpAt(secret, step);
    if (code.length === expected.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(code)))
      return step;
  }
  return null;
}

/** The address authenticator apps read (Google's Key URI format), also shown as text for manual entry. */
export function otpauthUrl(secret: string, account: string, issuer = 'Bizamply'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
