import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oauthStates } from '../../db/schema/index.ts';

/** Stored under the SHA-256 of the value handed out, so a database leak reveals no usable state. */
export async function insertState(
  db: Executor,
  values: { stateHash: string; purpose: string; payload: Record<string, unknown>; ttlSeconds: number },
): Promise<void> {
  await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.purpose, values.purpose), lt(oauthStates.expiresAt, sql`now()`)));
  await db.insert(oauthStates).values({
    state: values.stateHash,
    purpose: values.purpose,
    payload: values.payload,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

/** Single use: deleted as it is read; null when unknown, already used or expired. */
export async function takeState(
  db: Executor,
  stateHash: string,
  purpose: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, stateHash), eq(oauthStates.purpose, purpose)))
    .returning({ payload: oauthStates.payload, live: sql<boolean>`${oauthStates.expiresAt} > now()` });
  return row?.live ? row.payload : null;
}

/** Reads without using up (consent grants may pick several accounts while they last); null when expired. */
export async function findState(
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
