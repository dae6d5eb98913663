import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { simCommentInputSchema } from '@bizamply/contracts';
import { z } from 'zod';
import type { SimulatorContext } from '../common/context.ts';
import { deliver } from '../common/webhooks.ts';
import { DEMO_ACCOUNTS, resolveAlias } from '../store/demo.ts';
import {
  COMMENT_TEMPLATES,
  historyAnchor,
  numberFor,
  pastDate,
  personName,
  randomFor,
  sha256Hex,
} from '../store/generate.ts';

export interface TikTokAccount {
  businessId: string;
  handle: string;
}
export type TikTokComment = Record<string, unknown> & { comment_id: string; create_time: number };

/** Accounts that have authorised our Business Center: the demo's and those added by the control API. */
export async function tiktokAccounts(context: SimulatorContext): Promise<TikTokAccount[]> {
  const stored = await context.store.listAccounts('tiktok');
  return [
    ...DEMO_ACCOUNTS.tiktok.map((entry) => ({ businessId: entry.account, handle: entry.handle })),
    ...stored.map((entry) => ({ businessId: entry.account, handle: String(entry.data['handle'] ?? '') })),
  ];
}

/** The business id (`open_id`) of a handle: the known account's, or a new account's made up from the handle. */
export async function tiktokAccountFor(context: SimulatorContext, handle: string): Promise<TikTokAccount> {
  const username = handle.replace(/^@/, '').toLowerCase();
  const known = (await tiktokAccounts(context)).find((entry) => entry.handle.toLowerCase() === username);
  if (known) return known;
  const businessId = `-000${crypto.createHash('sha256').update(username).digest('hex').slice(0, 20)}`;
  await context.store.upsertAccount('tiktok', businessId, { handle: username });
  return { businessId, handle: username };
}

export function tiktokVideos(businessId: string) {
  const random = randomFor(`tiktok:${businessId}`);
  const anchor = historyAnchor();
  return Array.from({ length: 24 }, (_, index) => ({
    item_id: `73${numberFor(`${businessId}:v${index}`, 17)}`,
    caption: `Behind the scenes #${index + 1}`,
    create_time: Math.floor(pastDate(random, anchor).getTime() / 1000),
    share_url: `https://www.tiktok.com/@brand/video/73${numberFor(`${businessId}:v${index}`, 17)}`,
    comments: 4,
  })).sort((a, b) => b.create_time - a.create_time);
}

export async function tiktokComments(context: SimulatorContext, businessId: string, videoId: string) {
  const video = tiktokVideos(businessId).find((entry) => entry.item_id === videoId);
  if (!video) return null;
  const random = randomFor(`tiktok:${videoId}`);
  const hidden = await context.store.hiddenIds('tiktok');
  const generated: TikTokComment[] = Array.from({ length: video.comments }, (_, index) => {
    const person = personName(random);
    const id = `74${numberFor(`${videoId}:c${index}`, 17)}`;
    return {
      comment_id: id,
      video_id: videoId,
      user_id: numberFor(person.handle, 19),
      unique_identifier: person.handle,
      create_time: video.create_time + random.int(60, 86_400),
      text: random.pick(COMMENT_TEMPLATES).text('drop'),
      likes: random.int(0, 50),
      replies: 0,
      owner: false,
      liked: false,
      pinned: false,
      status: hidden.has(id) ? 'HIDDEN' : 'PUBLIC',
      username: person.handle,
      display_name: person.name,
      profile_image: '',
      parent_comment_id: videoId,
    };
  });
  const added = (await context.store.listItems('tiktok', businessId, videoId)).map((row) => ({
    ...(row.data as TikTokComment),
    status: hidden.has(row.externalId) ? 'HIDDEN' : 'PUBLIC',
  }));
  return [...added, ...generated.sort((a, b) => b.create_time - a.create_time)];
}

async function resolveAccount(context: SimulatorContext, key: string): Promise<string | null> {
  const id = resolveAlias('tiktok', key);
  const accounts = await tiktokAccounts(context);
  const found = accounts.find((entry) => entry.businessId === id || `@${entry.handle}` === key || entry.handle === key);
  return found?.businessId ?? null;
}

export function tiktokControl(app: FastifyInstance, context: SimulatorContext): void {
  app.post('/tiktok/accounts', async (request, reply) => {
    const parsed = z
      .object({ handle: z.string().regex(/^@?[A-Za-z0-9._]{1,24}$/) })
      .strict()
      .safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'handle is required' });
    return reply.status(201).send({ account: await tiktokAccountFor(context, parsed.data.handle) });
  });

  app.post('/tiktok/comments', async (request, reply) => {
    const parsed = simCommentInputSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
    const input = parsed.data;
    const businessId = await resolveAccount(context, input.account);
    if (!businessId) return reply.status(404).send({ error: 'unknown account' });
    const videos = tiktokVideos(businessId);
    const video = videos.find((entry) => entry.item_id === input.parentId) ?? videos[0];
    if (!video) return reply.status(404).send({ error: 'no videos' });
    const now = Math.floor(Date.now() / 1000);
    const item = await context.store.addItem(
      'tiktok',
      businessId,
      video.item_id,
      (seq) => `75${String(seq).padStart(17, '0')}`,
      (_seq, id) => ({
        comment_id: id,
        video_id: video.item_id,
        user_id: numberFor(input.username, 19),
        unique_identifier: input.username,
        create_time: now,
        text: input.text,
        likes: 0,
        replies: 0,
        owner: false,
        liked: false,
        pinned: false,
        status: 'PUBLIC',
        username: input.username,
        display_name: input.username,
        profile_image: '',
        parent_comment_id: video.item_id,
      }),
    );
    let webhooks: Awaited<ReturnType<typeof deliver>> = [];
    if (input.emitWebhook) {
      const body = JSON.stringify({
        client_key: context.credentials.tiktok.clientId,
        event: 'comment.update',
        create_time: now,
        user_openid: businessId,
        content: JSON.stringify({
          comment_id: item.externalId,
          video_id: video.item_id,
          parent_comment_id: video.item_id,
          comment_type: 'COMMENT',
          comment_action: 'insert',
          timestamp: now,
          unique_identifier: input.username,
        }),
      });
      const targets = await context.store.subscriptions('tiktok', businessId, 'COMMENT');
      const signature = `t=${now},s=${sha256Hex(context.credentials.tiktok.clientSecret, `${now}.${body}`)}`;
      webhooks = await deliver(targets, body, () => ({ 'tiktok-signature': signature }), input.deliverTwice);
    }
    return reply.status(201).send({ comment: item.data, webhooks });
  });
}
