import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { replies } from '../../src/db/schema/index.ts';
import type { ListeningApp } from '../listening-app.ts';

/** Runs every outbox job now (back-off waits fast-forwarded) until nothing is left to deliver. */
export async function drainOutbox(t: ListeningApp, accountId: string, rounds = 40): Promise<number> {
  for (let round = 1; round <= rounds; round += 1) {
    await t.database.db.execute(sql`update graphile_worker._private_jobs set run_at = now() where run_at > now()`);
    await t.runJobs();
    const [open] = await t.database.db
      .select({ value: sql<number>`count(*)::int` })
      .from(replies)
      .where(and(eq(replies.accountId, accountId), inArray(replies.status, ['queued', 'sending'])));
    if (!open?.value) return round;
  }
  return rounds;
}

/** A browser-like client of a server over HTTP: bearer, brand header and the CSRF pair. */
export async function httpClient(baseUrl: string) {
  const { csrfToken } = (await (await fetch(`${baseUrl}/auth/csrf-token`)).json()) as { csrfToken: string };
  return async (
    method: string,
    url: string,
    options: { token?: string; brandId?: string; payload?: unknown } = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON, read by the caller
  ): Promise<{ status: number; body: any }> => {
    const headers: Record<string, string> = { 'x-csrf-token': csrfToken, cookie: `csrf_token=${csrfToken}` };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    if (options.brandId) headers['x-brand-id'] = options.brandId;
    if (options.payload !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: options.payload === undefined ? undefined : JSON.stringify(options.payload),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/**
 * A server running as its own process, seen through the part of ListeningApp that connecting needs
 * (requests over HTTP, its database; its in-process worker runs the jobs), so the same popup flow works.
 */
export function processAsListeningApp(
  baseUrl: string,
  db: Database,
  call: Awaited<ReturnType<typeof httpClient>>,
): ListeningApp {
  const shim = {
    baseUrl,
    database: { db },
    runJobs: async () => {},
    request: async (options: { method?: string; url: string; token?: string; payload?: unknown }) => {
      const answer = await call(options.method ?? 'GET', options.url, options);
      return { statusCode: answer.status, json: () => answer.body };
    },
  };
  return shim as unknown as ListeningApp;
}
