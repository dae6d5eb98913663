import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oauthStates } from '../../db/schema/index.ts';

export async function insertOAuthState(
  db: Executor,
  values: { stateHash: string; purpose: string; codeVerifier: string; nonce: string; ttlSeconds: number },
): Promise<void> {
  // Abandoned round trips of this purpose are dropped as new ones start.
  await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.purpose, values.purpose), lt(oauthStates.expiresAt, sql`now()`)));
  await db.insert(oauthStates).values({
    state: values.stateHash,
    purpose: values.purpose,
    codeVerifier: values.codeVerifier,
    nonce: values.nonce,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

/** Single use: the row is deleted as it is read, so a replayed callback finds nothing. */
export async function takeOAuthState(
  db: Executor,
  stateHash: string,
  purpose: string,
): Promise<{ codeVerifier: string | null; nonce: string | null; live: boolean } | null> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, stateHash), eq(oauthStates.purpose, purpose)))
    .returning({
      codeVerifier: oauthStates.codeVerifier,
      nonce: oauthStates.nonce,
      live: sql<boolean>`${oauthStates.expiresAt} > now()`,
    });
  return row ?? null;
}
