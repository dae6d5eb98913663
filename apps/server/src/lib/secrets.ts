import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { instanceSettings } from '../db/schema/index.ts';

/**
 * The instance secret lives in the database so that every server process encrypts, decrypts and signs
 * with the same key without any shared file. Created once; the first writer wins.
 */
export async function loadInstanceSecret(db: Database): Promise<Buffer> {
  const candidate = crypto.randomBytes(32).toString('base64');
  await db
    .insert(instanceSettings)
    .values({ key: 'app_secret', value: candidate })
    .onConflictDoNothing({ target: instanceSettings.key });
  const [row] = await db
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(sql`${instanceSettings.key} = 'app_secret'`);
  if (!row) throw new Error('the instance secret could not be stored');
  return Buffer.from(row.value, 'base64');
}

export interface Cipher {
  encrypt: (plain: string) => string;
  decrypt: (sealed: string) => string;
  hmac: (value: string) => string;
}

/** AES-256-GCM for credentials at rest; HMAC-SHA256 for signed state values. */
export function createCipher(secret: Buffer): Cipher {
  const encryptionKey = crypto.createHash('sha256').update(secret).update('encryption').digest();
  const signingKey = crypto.createHash('sha256').update(secret).update('signing').digest();
  return {
    encrypt(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unreadable sealed value');
      const decipher = crypto.createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    hmac(value) {
      return crypto.createHmac('sha256', signingKey).update(value).digest('base64url');
    },
  };
}

/** One-shot hashing (no Hash object): the session check hashes the caller's token on every request. */
export const sha256 = (value: string) => crypto.hash('sha256', value, 'hex');
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
