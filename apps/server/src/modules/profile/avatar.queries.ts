import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userAvatars } from '../../db/schema/index.ts';

export async function upsertAvatar(
  db: Executor,
  values: { userId: string; accountId: string; contentType: string; sha256: string; data: Buffer },
): Promise<void> {
  const row = { ...values, byteSize: values.data.length };
  await db
    .insert(userAvatars)
    .values(row)
    .onConflictDoUpdate({ target: userAvatars.userId, set: { ...row, updatedAt: sql`now()` } });
}

/** Pictures are served by user id to any caller (an <img> sends no bearer token), like any avatar host. */
export async function findAvatar(db: Executor, userId: string) {
  const [row] = await db
    .select({ contentType: userAvatars.contentType, sha256: userAvatars.sha256, data: userAvatars.data })
    .from(userAvatars)
    .where(eq(userAvatars.userId, userId))
    .limit(1);
  return row ?? null;
}
