import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oauthStates } from '../../db/schema/index.ts';

export interface SavedState {
  codeVerifier: string | null;
  nonce: string | null;
  payload: Record<string, unknown>;
  live: boolean;
}

/**
 * The one home of `oauth_states` rows: Google sign-in and sign-in codes (auth), connect tickets, platform OAuth states
 * and consent grants (connections). Stored under the SHA-256 of the value handed out, so a database leak reveals no
 * usable state; `purpose` keeps the flows apart.
 */
export async function insertOAuthState(
  db: Executor,
  values: {
    stateHash: string;
    purpose: string;
    codeVerifier?: string;
    nonce?: string;
    payload?: Record<string, unknown>;
    ttlSeconds: number;
  },
): Promise<void> {
  // Abandoned round trips of this purpose are dropped as new ones start.
  await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.purpose, values.purpose), lt(oauthStates.expiresAt, sql`now()`)));
  await db.insert(oauthStates).values({
    state: values.stateHash,
    purpose: values.purpose,
    codeVerifier: values.codeVerifier ?? null,
    nonce: values.nonce ?? null,
    payload: values.payload ?? {},
    expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

const savedColumns = {
  codeVerifier: oauthStates.codeVerifier,
  nonce: oauthStates.nonce,
  payload: oauthStates.payload,
  live: sql<boolean>`${oauthStates.expiresAt} > now()`,
};

/** Single use: the row is deleted as it is read, so a replayed callback finds nothing. */
export async function takeOAuthState(db: Executor, stateHash: string, purpose: string): Promise<SavedState | null> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, stateHash), eq(oauthStates.purpose, purpose)))
    .returning(savedColumns);
  return row ?? null;
}

/** Reads a row under a lock (inside a transaction), for checks that must pass before it is spent. */
export async function lockOAuthState(db: Executor, stateHash: string, purpose: string): Promise<SavedState | null> {
  const [row] = await db
    .select(savedColumns)
    .from(oauthStates)
    .where(and(eq(oauthStates.state, stateHash), eq(oauthStates.purpose, purpose)))
    .for('update');
  return row ?? null;
}

export async function deleteOAuthState(db: Executor, stateHash: string, purpose: string): Promise<void> {
  await db.delete(oauthStates).where(and(eq(oauthStates.state, stateHash), eq(oauthStates.purpose, purpose)));
}

/** Single use, and only while it lasts: the payload, or null when unknown, already used or expired. */
export async function takeLiveOAuthPayload(
  db: Executor,
  stateHash: string,
  purpose: string,
): Promise<Record<string, unknown> | null> {
  const row = await takeOAuthState(db, stateHash, purpose);
  return row?.live ? row.payload : null;
}

/** Reads without using up (consent grants may pick several accounts while they last); null when expired. */
export async function findLiveOAuthState(
  db: Executor,
  stateHash: string,
  purpose: string,
): Promise<{ payload: Record<string, unknown>; expiresAt: Date } | null> {
  const [row] = await db
    .select({ payload: oauthStates.payload, expiresAt: oauthStates.expiresAt })
    .from(oauthStates)
    .where(
      and(eq(oauthStates.state, stateHash), eq(oauthStates.purpose, purpose), gt(oauthStates.expiresAt, sql`now()`)),
    )
    .limit(1);
  return row ?? null;
}
