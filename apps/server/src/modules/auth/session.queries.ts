import { and, eq, isNull, ne, sql } from 'drizzle-orm';
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

/**
 * The request's caller in one round trip: the live session with its user, the last-seen touch (at most
 * once a minute) and, when asked, whether the brand belongs to the caller's account (null: not theirs).
 */
export async function findLiveSessionWithBrand(
  db: Executor,
  tokenHash: string,
  brandId: string | null,
): Promise<{ principal: SessionPrincipal; brandId: string | null } | null> {
  const result = await db.execute<
    { [K in keyof SessionPrincipal]: SessionPrincipal[K] } & { ownedBrandId: string | null }
  >(sql`
    WITH live AS (
      SELECT ${sessions.id} AS "sessionId", ${users.id} AS "userId", ${users.accountId} AS "accountId",
             ${users.email} AS email, ${users.role} AS role, ${users.status} AS status,
             ${users.firstimeSetup} AS "firstimeSetup", ${users.emailVerifiedAt} IS NOT NULL AS "emailVerified",
             ${sessions.lastSeenAt} AS last_seen_at
      FROM ${sessions} INNER JOIN ${users} ON ${users.id} = ${sessions.userId}
      WHERE ${sessions.tokenHash} = ${tokenHash} AND ${sessions.revokedAt} IS NULL AND ${sessions.expiresAt} > now()
      LIMIT 1
    ), touched AS (
      UPDATE ${sessions} SET last_seen_at = now()
      WHERE id = (SELECT "sessionId" FROM live WHERE last_seen_at < now() - interval '1 minute')
    )
    SELECT "sessionId", "userId", "accountId", email, role, status, "firstimeSetup", "emailVerified",
           ${brandId === null ? sql`NULL::uuid` : sql`(SELECT id FROM brands WHERE id = ${brandId} AND account_id = live."accountId")`} AS "ownedBrandId"
    FROM live`);
  const row = result.rows[0];
  if (!row) return null;
  const { ownedBrandId, ...principal } = row;
  return { principal, brandId: ownedBrandId };
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
/** Idempotent: revoking an already revoked session changes nothing. */
export async function revokeSessionById(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of a user (e.g. when a stranger's unverified sign-up is taken over by its owner, or
 * after a password reset), except `keepSessionId` when given.
 */
export async function revokeUserSessions(db: Executor, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

/** Of these sessions, the ones still live (not revoked, not expired, user not banned): one query for many. */
export async function findLiveSessionIds(db: Executor, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.id} = ANY(${sql.param(sessionIds)}::uuid[])`,
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
        sql`${users.status} <> 'banned'`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}
