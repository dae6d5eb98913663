import type { Database, Executor } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import {
  findLiveSessionByTokenHash,
  insertSession,
  revokeSessionById,
  touchSession,
  type SessionPrincipal,
} from './session.queries.ts';

export const SESSION_LIFETIME_DAYS = 30;

export interface NewSession {
  token: string;
  sessionId: string;
}

/** Issues an opaque bearer token; only its hash is kept, so it can be listed and revoked but not stolen. */
export async function createSession(
  db: Executor,
  input: { userId: string; accountId: string; device: string | null; ipAddress: string | null; loginMethod: string },
): Promise<NewSession> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const { id } = await insertSession(db, { ...input, tokenHash: sha256(token), expiresAt });
  return { token, sessionId: id };
}

export async function resolveSession(db: Database, token: string): Promise<SessionPrincipal | null> {
  const principal = await findLiveSessionByTokenHash(db, sha256(token));
  if (!principal) return null;
  await touchSession(db, principal.sessionId);
  return principal;
}

export type { SessionPrincipal };

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await revokeSessionById(db, sessionId);
}
