import type { Database, Executor } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import {
  findLiveSessionIds,
  findLiveSessionWithBrand,
  insertSession,
  revokeSessionById,
  type SessionPrincipal,
} from './session.queries.ts';
import type { SessionCache } from './session-cache.ts';

export const SESSION_LIFETIME_DAYS = 30;
/** Without "Remember me" the browser forgets the token when it closes; the server keeps it one day at most. */
export const SHORT_SESSION_HOURS = 24;

export interface NewSession {
  token: string;
  sessionId: string;
}

/** Issues an opaque bearer token; only its hash is kept, so it can be listed and revoked but not stolen. */
export async function createSession(
  db: Executor,
  input: { userId: string; accountId: string; device: string | null; ipAddress: string | null; loginMethod: string },
  options: { remember?: boolean } = {},
): Promise<NewSession> {
  const token = randomToken(32);
  const hours = options.remember === false ? SHORT_SESSION_HOURS : SESSION_LIFETIME_DAYS * 24;
  const expiresAt = new Date(Date.now() + hours * 60 * 60 * 1000);
  const { id } = await insertSession(db, { ...input, tokenHash: sha256(token), expiresAt });
  return { token, sessionId: id };
}

/** The caller behind a bearer token and, when asked, the brand if it is in the caller's account. */
export async function resolveSession(
  db: Database,
  token: string,
  brandId: string | null = null,
  cache?: SessionCache,
): Promise<{ principal: SessionPrincipal; brandId: string | null } | null> {
  const tokenHash = sha256(token);
  if (!cache) return findLiveSessionWithBrand(db, tokenHash, brandId);
  // Inline and unnamed: tsx (which runs the server) names a function assigned to a binding with a defineProperty on
  // every call, ~2 µs of every signed-in request (docs/performance.md "Issue 15, tenth pass: what a request costs").
  return cache.resolve(tokenHash, brandId, () => findLiveSessionWithBrand(db, tokenHash, brandId));
}

export type { SessionPrincipal };

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await revokeSessionById(db, sessionId);
}

/** Which of these sessions are still live: long-lived streams re-check theirs with one query per process. */
export function liveSessionIds(db: Database, sessionIds: string[]): Promise<Set<string>> {
  return findLiveSessionIds(db, sessionIds);
}
