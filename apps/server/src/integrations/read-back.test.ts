import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '@bizamply/contracts';
import { comments } from '../db/schema/index.ts';
import { createUserWithBrand } from '../../test/app.ts';
import {
  buildListeningApp,
  connectThroughPopup,
  connectWithConsent,
  type ListeningApp,
} from '../../test/listening-app.ts';
import { createPlatformReplyDispatcher } from '../modules/ingestion/reply-dispatcher.ts';
import { createCipher, loadInstanceSecret } from '../lib/secrets.ts';
import { sameReplyText } from './read-back.ts';

let t: ListeningApp;
let dispatcher: ReturnType<typeof createPlatformReplyDispatcher>;

beforeAll(async () => {
  t = await buildListeningApp();
  const cipher = createCipher(await loadInstanceSecret(t.database.db));
  dispatcher = createPlatformReplyDispatcher({ db: t.database.db, cipher, integrations: t.integrations });
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;

const firstComment = async (brandId: string, platform: Platform) => {
  const [row] = await t.database.db
    .select()
    .from(comments)
    .where(and(eq(comments.brandId, brandId), eq(comments.platform, platform)))
    .limit(1);
  if (!row) throw new Error(`no ${platform} comment`);
  return row;
};

/** Every platform that takes replies and can show them back (Yotpo on a brand of its own: one review app each). */
async function connectAll(user: User) {
  const stamp = String(Date.now());
  await connectThroughPopup(t, user, 'shopify', { shop: `readback-${stamp}.myshopify.com` });
  await connectThroughPopup(t, user, 'judgeme');
  await connectThroughPopup(t, user, 'instagram', { account: `readback${stamp}` });
  await connectWithConsent(t, user, 'facebook', `10485764${stamp.slice(-7)}`);
  await connectWithConsent(t, user, 'tiktok', `readbacktok${stamp}`);
  await t.runJobs();
}

describe('reading our reply back from each platform (findExistingReply)', () => {
  it('finds nothing before the reply, then the reply with its id; another text is not ours', async () => {
    const user = await createUserWithBrand(t);
    await connectAll(user);
    const yotpoUser = await createUserWithBrand(t);
    await connectThroughPopup(t, yotpoUser, 'yotpo', { account: `readbackKey${Date.now()}` });
    for (const platform of ['judgeme', 'yotpo', 'instagram', 'facebook', 'tiktok'] as const) {
      const owner = platform === 'yotpo' ? yotpoUser : user;
      const comment = await firstComment(owner.brand.id, platform);
      const input = {
        accountId: owner.account.id,
        brandId: owner.brand.id,
        platform,
        commentExternalId: comment.externalId,
        mediaId: comment.mediaId,
        text: `Thank you, read back (${platform})`,
        idempotencyKey: `read-back-${platform}-${comment.id}`,
      };
      expect(await dispatcher.findExistingReply(input), platform).toBeNull();
      const sent = await dispatcher.sendToPlatform(input);
      expect(await dispatcher.findExistingReply(input), platform).toEqual(sent);
      expect(await dispatcher.findExistingReply({ ...input, text: 'Something else' }), platform).toBeNull();
    }
  });

  it('WhatsApp cannot be read back: nothing is found, so the outbox sends again (at least once)', async () => {
    const user = await createUserWithBrand(t);
    await connectThroughPopup(t, user, 'whatsapp', { account: `1555${String(Date.now()).slice(-7)}` });
    const found = await dispatcher.findExistingReply({
      accountId: user.account.id,
      brandId: user.brand.id,
      platform: 'whatsapp',
      commentExternalId: 'wamid.x',
      mediaId: null,
      text: 'Hi',
      idempotencyKey: 'wa-read-back',
    });
    expect(found).toBeNull();
  });

  it('compares text as a reader sees it', () => {
    expect(sameReplyText('Thanks  for\nthe review! ', 'Thanks for the review!')).toBe(true);
    expect(sameReplyText('Thanks!', 'Thanks.')).toBe(false);
  });
});
