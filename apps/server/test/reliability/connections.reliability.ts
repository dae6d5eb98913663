import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_MESSAGES,
  platformAccountTakenMessage,
  type ConsentPlatform,
  type Platform,
} from '@bizamply/contracts';
import { comments, connections, platformClaims } from '../../src/db/schema/index.ts';
import { createPlatformReplyDispatcher } from '../../src/modules/ingestion/reply-dispatcher.ts';
import { INGESTION_TASKS } from '../../src/modules/ingestion/ingestion.jobs.ts';
import { createUserWithBrand } from '../app.ts';
import {
  approveConsent,
  buildListeningApp,
  connectDirect,
  connectThroughPopup,
  consentThroughPopup,
  openPopup,
  type ListeningApp,
} from '../listening-app.ts';
import { report, type User } from './world.ts';

/**
 * Issue 13 §1 and §5 (second bullet), as an attacker tries them: customer B and customer A's platform
 * accounts. Each case failed before the fix (B got 200 and A's comments; a consent finished in another
 * browser landed on the initiator's brand).
 */
let t: ListeningApp;
const startedAt = Date.now();
const passed: string[] = [];
const CASES = 8;
beforeAll(async () => {
  t = await buildListeningApp();
});
afterAll(async () => {
  report({
    part: 'l. tenant-proof connections (issue 13)',
    checks: CASES,
    failures: CASES - passed.length,
    seconds: (Date.now() - startedAt) / 1000,
    detail: `${passed.length}/${CASES} attacks refused: ${passed.join(', ')}`,
  });
  await t.close();
});

let serial = 0;
const unique = () => `${Date.now()}${(serial += 1)}`.slice(-7);

const connectionOf = async (user: User, platform: Platform) =>
  (
    await t.database.db
      .select()
      .from(connections)
      .where(and(eq(connections.brandId, user.brand.id), eq(connections.platform, platform)))
  )[0] ?? null;
const commentCount = async (user: User) =>
  (await t.database.db.select().from(comments).where(eq(comments.brandId, user.brand.id))).length;
const queuedFor = async (user: User) =>
  (
    await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE payload->>'accountId' = $1`,
      [user.account.id],
    )
  ).rows[0]?.n ?? -1;

/** B tried, and nothing of theirs exists afterwards: no connection, no comment, no job. */
async function nothingFor(user: User, platform: Platform) {
  return {
    connection: await connectionOf(user, platform),
    comments: await commentCount(user),
    jobs: await queuedFor(user),
  };
}
const NOTHING = { connection: null, comments: 0, jobs: 0 };

/**
 * A's platform account, which B's platform person also manages (a co-admin of the Page, a shared TikTok
 * login, a property both can read): B's consent lists it, so only the claim can stop B.
 */
async function sharedAccount(platform: ConsentPlatform) {
  const id = unique();
  const a = `owner.${id}@example.test`;
  const b = `intruder.${id}@example.test`;
  if (platform === 'facebook') {
    const pageId = `10485769${id}`;
    for (const manager of [a, b]) await t.control('POST', '/facebook/pages', { pageId, name: 'Shared Page', manager });
    return { value: pageId, a, b };
  }
  if (platform === 'google') {
    const propertyId = `77${id}`;
    for (const user of [a, b]) {
      await t.control('POST', '/google/properties', { propertyId, displayName: 'Shared GA4', user });
    }
    return { value: `GA4-${propertyId}-1`, a, b };
  }
  const handle = `shared${id}`;
  return { value: `@${handle}`, a: handle, b: handle };
}

describe('issue 13 §1: a platform account belongs to one customer account', () => {
  it('B cannot connect A’s Facebook Page, TikTok account or GA4 property: 409, nothing stored, nothing imported', async () => {
    const failures: string[] = [];
    for (const platform of ['facebook', 'tiktok', 'google'] as const) {
      const owner = await createUserWithBrand(t);
      const intruder = await createUserWithBrand(t);
      const shared = await sharedAccount(platform);
      const ownerGrant = await consentThroughPopup(t, owner, platform, shared.a);
      expect((await connectDirect(t, owner, platform, shared.value, ownerGrant)).statusCode).toBe(200);
      await t.runJobs();
      const ownerComments = await commentCount(owner);

      const grant = await consentThroughPopup(t, intruder, platform, shared.b);
      const listed = await t.request({
        url: `/integrations/${platform}/consent`,
        token: intruder.token,
        headers: { cookie: grant },
      });
      const entry = listed
        .json()
        .data.accounts.find((account: { value: string }) => account.value.toLowerCase() === shared.value.toLowerCase());
      if (!entry?.taken) failures.push(`${platform}: the consent list does not mark A's account as taken`);
      const attempt = await connectDirect(t, intruder, platform, shared.value, grant);
      if (attempt.statusCode !== 409) failures.push(`${platform}: ${attempt.statusCode} ${attempt.body}`);
      expect(attempt.json()).toMatchObject({ code: 'CONFLICT', message: platformAccountTakenMessage(platform) });
      expect(await nothingFor(intruder, platform)).toEqual(NOTHING);
      await t.runJobs();
      expect(await commentCount(owner)).toBe(ownerComments);
    }
    expect(platformAccountTakenMessage('facebook')).toBe(
      'This Facebook Page is already connected to another Bizamply account. Contact support if it is yours.',
    );
    expect(failures).toEqual([]);
    passed.push('B gets 409 for A’s Page/TikTok/GA4');
  });

  it('the popup platforms too: A’s Instagram account and Shopify store are refused to B (popup page, 409)', async () => {
    const owner = await createUserWithBrand(t);
    const intruder = await createUserWithBrand(t);
    const username = `igowner${unique()}`;
    const shop = `claimed-${unique()}.myshopify.com`;
    await connectThroughPopup(t, owner, 'instagram', { account: username });
    await connectThroughPopup(t, owner, 'shopify', { shop });
    for (const [platform, options] of [
      ['instagram', { account: username }],
      ['shopify', { shop }],
    ] as const) {
      const popup = await openPopup(t, intruder, platform, 'shop' in options ? options.shop : undefined);
      const answer = await approveConsent(popup.consentUrl, {
        ...('account' in options ? { account: options.account } : {}),
        cookie: popup.cookie,
      });
      expect(answer.status).toBe(409);
      expect(answer.html).toContain(platformAccountTakenMessage(platform).replace("'", '&#39;'));
      expect(await nothingFor(intruder, platform)).toEqual(NOTHING);
    }
    passed.push('Instagram/Shopify popup 409');
  });

  it('two accounts racing for one Page: exactly one wins, the other gets 409 (the database decides)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [first, second] = [await createUserWithBrand(t), await createUserWithBrand(t)];
      const shared = await sharedAccount('facebook');
      const grants = [
        await consentThroughPopup(t, first, 'facebook', shared.a),
        await consentThroughPopup(t, second, 'facebook', shared.b),
      ];
      const answers = await Promise.all([
        connectDirect(t, first, 'facebook', shared.value, grants[0]),
        connectDirect(t, second, 'facebook', shared.value, grants[1]),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const holders = await t.database.db
        .select()
        .from(connections)
        .where(and(eq(connections.platform, 'facebook'), eq(connections.externalId, shared.value)));
      expect(holders).toHaveLength(1);
    }
    passed.push('race: one winner');
  });

  it('B’s direct connect without a consent of B’s own is refused (no grant, or A’s grant cookie)', async () => {
    const owner = await createUserWithBrand(t);
    const intruder = await createUserWithBrand(t);
    for (const platform of ['facebook', 'tiktok', 'google'] as const) {
      const shared = await sharedAccount(platform);
      const ownerGrant = await consentThroughPopup(t, owner, platform, shared.a);
      for (const grant of ['', ownerGrant]) {
        const attempt = await connectDirect(t, intruder, platform, shared.value, grant);
        expect({ platform, status: attempt.statusCode }).toEqual({ platform, status: 403 });
        expect(attempt.json().message).toMatch(/^Continue with (Facebook|TikTok|Google) first/);
      }
      expect(await nothingFor(intruder, platform)).toEqual(NOTHING);
    }
    passed.push('no consent of B’s own: 403');
  });
});

describe('issue 13 §5: a connect consent is bound to the browser that started it', () => {
  it('a callback completed in another browser (no cookie, or that browser’s own) is refused and stores nothing', async () => {
    const victim = await createUserWithBrand(t);
    const attacker = await createUserWithBrand(t);
    for (const platform of ['instagram', 'facebook'] as const) {
      // The attacker starts a connect for their brand and sends the consent link to the victim.
      const started = await openPopup(t, attacker, platform);
      expect(started.cookie).toMatch(new RegExp(`^bz_oauth_${platform}=`));
      const setCookie = started.response.headers.getSetCookie().join('\n');
      expect(setCookie).toContain(`Path=/integration/${platform}; HttpOnly; Secure; SameSite=Lax`);
      const victimsOwn = await openPopup(t, victim, platform);
      for (const cookie of ['', victimsOwn.cookie]) {
        const link = cookie ? started.consentUrl : (await openPopup(t, attacker, platform)).consentUrl;
        const answer = await approveConsent(link, {
          account: platform === 'instagram' ? `victim${unique()}` : `victim.${unique()}@example.test`,
          cookie,
        });
        expect(answer.status).toBe(403);
        expect(answer.html).toContain(CONNECTION_MESSAGES.oauthOtherBrowser.replace(/'/g, '&#39;'));
      }
      expect(await nothingFor(attacker, platform)).toEqual(NOTHING);
      expect(
        (await t.request({ url: `/integrations/${platform}/consent`, token: attacker.token })).json().data?.granted ??
          false,
      ).toBe(false);
    }
    passed.push('callback in another browser: 403');
  });

  it('the full-page connect (/connections) is bound the same way: without the cookie it returns with an error', async () => {
    const user = await createUserWithBrand(t);
    const response = await t.request({
      url: `/api/connections/instagram/oauth-url?brandId=${user.brand.id}`,
      token: user.token,
    });
    const answer = await approveConsent(response.json().data.oauthUrl, { account: `elsewhere${unique()}` });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      `/connections?platform=instagram&error=${encodeURIComponent(CONNECTION_MESSAGES.oauthOtherBrowser)}`,
    );
    expect(await connectionOf(user, 'instagram')).toBeNull();
    passed.push('full-page connect bound too');
  });
});

describe('issue 13 §1: the same rule in Manage Connections and in every re-sync', () => {
  it('the admin’s removal releases a claim only when the account’s last connection to it goes', async () => {
    const owner = await createUserWithBrand(t);
    const intruder = await createUserWithBrand(t);
    const admin = await createUserWithBrand(t, { role: 'admin' });
    const [secondBrand] = await t.database.db
      .execute<{ id: string }>(
        sql`INSERT INTO brands (account_id, name) VALUES (${owner.account.id}, 'Second brand') RETURNING id`,
      )
      .then((result) => result.rows);
    const shared = await sharedAccount('facebook');
    const grant = await consentThroughPopup(t, owner, 'facebook', shared.a);
    expect((await connectDirect(t, owner, 'facebook', shared.value, grant)).statusCode).toBe(200);
    // The same Page may serve another brand of the same account.
    const again = await connectDirect(
      t,
      { ...owner, brand: { id: secondBrand?.id ?? '' } },
      'facebook',
      shared.value,
      grant,
    );
    expect(again.statusCode).toBe(200);

    const intruderGrant = await consentThroughPopup(t, intruder, 'facebook', shared.b);
    const remove = (brandId?: string) =>
      t.request({
        method: 'DELETE',
        url: `/api/admin/customers/${owner.user.id}/connections/facebook${brandId ? `?brandId=${brandId}` : ''}`,
        token: admin.token,
      });
    expect((await remove(owner.brand.id)).statusCode).toBe(200);
    expect((await connectDirect(t, intruder, 'facebook', shared.value, intruderGrant)).statusCode).toBe(409);
    expect((await remove()).statusCode).toBe(200);
    const claims = await t.database.db
      .select()
      .from(platformClaims)
      .where(and(eq(platformClaims.platform, 'facebook'), eq(platformClaims.externalId, shared.value)));
    expect(claims).toEqual([]);
    // Released: now the other customer (who also manages the Page) may connect it.
    expect((await connectDirect(t, intruder, 'facebook', shared.value, intruderGrant)).statusCode).toBe(200);
    passed.push('admin removal releases the claim');
  });

  it('a connection made before the rule to an account another customer holds is never synced, fed or replied through', async () => {
    const owner = await createUserWithBrand(t);
    const legacy = await createUserWithBrand(t);
    const shared = await sharedAccount('facebook');
    const grant = await consentThroughPopup(t, owner, 'facebook', shared.a);
    expect((await connectDirect(t, owner, 'facebook', shared.value, grant)).statusCode).toBe(200);
    await t.runJobs();
    // Before migration 0013 nothing stopped B: write B's row the way it was then (claim trigger bypassed).
    const [ownerRow] = await t.database.db.select().from(connections).where(eq(connections.brandId, owner.brand.id));
    const client = await t.database.pool.connect();
    let legacyId = '';
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      const inserted = await client.query<{ id: string }>(
        `INSERT INTO connections (account_id, brand_id, platform, external_id, credentials_enc)
         VALUES ($1, $2, 'facebook', $3, $4) RETURNING id`,
        [legacy.account.id, legacy.brand.id, shared.value, ownerRow?.credentialsEnc],
      );
      legacyId = inserted.rows[0]?.id ?? '';
      await client.query('COMMIT');
    } finally {
      client.release();
    }

    await t.queue.add(INGESTION_TASKS.sync, { accountId: legacy.account.id, connectionId: legacyId, mode: 'full' });
    await t.runJobs();
    const refused = await connectionOf(legacy, 'facebook');
    expect(refused).toMatchObject({ needsAttention: 'reconnect', lastError: platformAccountTakenMessage('facebook') });
    expect(await commentCount(legacy)).toBe(0);

    const before = await commentCount(owner);
    const hook = await t.control('POST', '/facebook/comments', { account: shared.value, text: 'Where is my order?' });
    expect(hook.body.webhooks.length).toBeGreaterThan(0);
    expect(await commentCount(owner)).toBe(before + 1);
    expect(await commentCount(legacy)).toBe(0);

    // Clear the flag as a reconnect would: the reply is still refused, permanently.
    await t.database.db.update(connections).set({ needsAttention: null }).where(eq(connections.id, legacyId));
    const dispatcher = createPlatformReplyDispatcher({
      db: t.database.db,
      cipher: t.cipher,
      integrations: t.integrations,
    });
    await expect(
      dispatcher.sendToPlatform({
        accountId: legacy.account.id,
        brandId: legacy.brand.id,
        platform: 'facebook',
        commentExternalId: hook.body.comment.id,
        mediaId: null,
        text: 'Posted as someone else’s Page',
        idempotencyKey: `legacy-${legacyId}`,
      }),
    ).rejects.toMatchObject({ permanent: true, code: 'PLATFORM_ACCOUNT_TAKEN' });
    const replies = await t.control('GET', `/replies?platform=facebook&account=${shared.value}`);
    expect(replies.body.replies).toEqual([]);
    passed.push('legacy connection: no sync, webhook or reply');
  });
});
