import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

const live = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** The user's sessions that still work, most recently used first. */
export async function listLiveSessions(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.id,
      device: sessions.device,
      ipAddress: sessions.ipAddress,
      loginMethod: sessions.loginMethod,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(live(userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(100);
}

/** Revokes one of the user's own live sessions; false when there is none by that id (another user's → 404). */
export async function revokeUserSession(db: Executor, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), live(userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of the user except the one making the request; returns how many it ended. */
export async function revokeOtherSessions(db: Executor, userId: string, keepSessionId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(live(userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}
