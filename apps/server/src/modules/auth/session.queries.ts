import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export interface SessionPrincipal {
  sessionId: string;
  userId: string;
  accountId: string;
  email: string;
  role: 'user' | 'admin' | 'super_admin';
  status: 'active' | 'inactive' | 'banned';
  firstimeSetup: number;
  /** Unverified users keep their sign-up session but cannot finish onboarding (docs/spec-deviations.md). */
  emailVerified: boolean;
}

export async function findLiveSessionByTokenHash(db: Executor, tokenHash: string): Promise<SessionPrincipal | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      accountId: users.accountId,
      email: users.email,
      role: users.role,
      status: users.status,
      firstimeSetup: users.firstimeSetup,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

export async function insertSession(
  db: Executor,
  values: {
    userId: string;
    accountId: string;
    tokenHash: string;
    device: string | null;
    ipAddress: string | null;
    loginMethod: string;
    expiresAt: Date;
  },
): Promise<{ id: string }> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** Touch at most once a minute so that a busy client does not write on every request. */
export async function touchSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.lastSeenAt} < now() - interval '1 minute'`));
}

/** Idempotent: revoking an already revoked session changes nothing. */
export async function revokeSessionById(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (e.g. when a stranger's unverified sign-up is taken over by its owner). */
export async function revokeUserSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
