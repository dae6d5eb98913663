import crypto from 'node:crypto';
import { PROFILE_MESSAGES } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import { upsertAvatar } from './avatar.queries.ts';
import { updateProfileRow } from './profile.queries.ts';

/** The declared type is the browser's guess; the first bytes say what the file really is. */
const SIGNATURES: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])) },
  { type: 'image/gif', matches: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function sniffImageType(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}

export const avatarPath = (userId: string, sha256: string) => `/api/profile/avatar/${userId}?v=${sha256.slice(0, 16)}`;

/** Stores the picture in PostgreSQL and points the profile at it, in one transaction. */
export async function saveAvatar(db: Database, principal: Principal, data: Buffer): Promise<string> {
  const contentType = sniffImageType(data);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROFILE_MESSAGES.fileType);
  const sha256 = crypto.createHash('sha256').update(data).digest('hex');
  const profilePic = avatarPath(principal.userId, sha256);
  await db.transaction(async (tx) => {
    await upsertAvatar(tx, { userId: principal.userId, accountId: principal.accountId, contentType, sha256, data });
    const row = await updateProfileRow(tx, principal.accountId, principal.userId, { profilePic });
    if (!row) throw notFound();
  });
  return profilePic;
}
