import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oauthStates } from '../../db/schema/index.ts';

export interface SavedState {
  codeVerifier: string | null;
  nonce: string | null;
  payload: Record<string, unknown>;
  live: boolean;
}

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
