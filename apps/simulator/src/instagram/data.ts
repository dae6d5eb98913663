import type { FastifyInstance } from 'fastify';
import { simCommentInputSchema } from '@bizamply/contracts';
import type { SimulatorContext } from '../common/context.ts';
import { deliver } from '../common/webhooks.ts';
import { DEMO_ACCOUNTS, resolveAlias } from '../store/demo.ts';
import {
  COMMENT_TEMPLATES,
  historyAnchor,
  numberFor,
  pastDate,
  personName,
  PRODUCT_NOUNS,
  randomFor,
  sha256Hex,
} from '../store/generate.ts';

/** Graph API timestamps: `2017-08-31T18:10:30+0000`. */
export const graphTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+0000');

export interface IgMedia {
  id: string;
  caption: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  media_product_type: 'FEED' | 'REELS';
  media_url: string;
  permalink: string;
  timestamp: string;
  username: string;
  comments_count: number;
  like_count: number;
}
export type IgComment = Record<string, unknown> & { id: string; timestamp: string };

export async function igUsername(context: SimulatorContext, account: string): Promise<string> {
  const demo = DEMO_ACCOUNTS.instagram.find((entry) => entry.account === account);
  if (demo) return demo.username;
  const stored = (await context.store.listAccounts('instagram')).find((entry) => entry.account === account);
  return typeof stored?.data['username'] === 'string' ? stored.data['username'] : `user${account.slice(-4)}`;
}

export const igAccountId = (username: string) => `1784${numberFor(`instagram:${username}`, 13)}`;

/** Thirty posts per account; the demo accounts use the media ids and links the seed's comments carry. */
export function igMedia(account: string, username: string): IgMedia[] {
  const random = randomFor(`instagram:${account}`);
  const anchor = historyAnchor();
  const demo = DEMO_ACCOUNTS.instagram.some((entry) => entry.account === account);
  return Array.from({ length: 30 }, (_, index) => {
    const n = index + 1;
    const shortcode = demo ? `SIM${n}` : `S${numberFor(`${account}:${n}`, 8)}`;
    return {
      id: demo ? `1789${String(n).padStart(11, '0')}` : `1789${numberFor(`${account}:m${n}`, 11)}`,
      caption: `New in: our ${random.pick(PRODUCT_NOUNS).toLowerCase()} ✨ #${username}`,
      media_type: random.chance(0.3) ? 'VIDEO' : 'IMAGE',
      media_product_type: random.chance(0.3) ? 'REELS' : 'FEED',
      media_url: `/sim/shopify/assets/product-${(index % 18) + 1}.svg`,
      permalink: `https://www.instagram.com/p/${shortcode}/`,
      timestamp: graphTime(pastDate(random, anchor)),
      username,
      comments_count: random.int(2, 7),
      like_count: random.int(10, 900),
    } satisfies IgMedia;
  }).sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

/** Comments of one post, newest first: control-API ones, then four generated ones. */
export async function igComments(context: SimulatorContext, account: string, media: IgMedia): Promise<IgComment[]> {
  const random = randomFor(`instagram:${media.id}`);
  const mediaTime = Date.parse(media.timestamp.replace('+0000', 'Z'));
  const hidden = await context.store.hiddenIds('instagram');
  const generated = Array.from({ length: media.comments_count }, (_, index) => {
    const person = personName(random);
    const template = random.pick(COMMENT_TEMPLATES);
    const id = `1790${numberFor(`${media.id}:c${index}`, 13)}`;
    return {
      id,
      text: template.text('set'),
      timestamp: graphTime(new Date(mediaTime + random.int(5, 600) * 60_000)),
      username: person.handle,
      like_count: random.int(0, 20),
      hidden: hidden.has(id),
      from: { id: `6${numberFor(person.handle, 15)}`, username: person.handle },
      media: { id: media.id, media_product_type: media.media_product_type },
    };
  });
  const added = (await context.store.listItems('instagram', account, media.id)).map((row) => ({
    ...(row.data as IgComment),
    hidden: hidden.has(row.externalId),
  }));
  return [...added, ...generated.sort((a, b) => b.timestamp.localeCompare(a.timestamp))];
}

export function instagramControl(app: FastifyInstance, context: SimulatorContext): void {
  app.post('/instagram/comments', async (request, reply) => {
    const parsed = simCommentInputSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
    const input = parsed.data;
    const account = resolveAlias('instagram', input.account);
    const media = igMedia(account, await igUsername(context, account));
    const target = media.find((entry) => entry.id === input.parentId) ?? media[0];
    if (!target) return reply.status(404).send({ error: 'no media' });
    const fromId = `6${numberFor(input.username, 15)}`;
    const item = await context.store.addItem(
      'instagram',
      account,
      target.id,
      (seq) => `1791${String(seq).padStart(13, '0')}`,
      (_seq, id) => ({
        id,
        text: input.text,
        timestamp: graphTime(new Date()),
        username: input.username,
        like_count: 0,
        hidden: false,
        from: { id: fromId, username: input.username },
        media: { id: target.id, media_product_type: target.media_product_type },
      }),
    );
    let webhooks: Awaited<ReturnType<typeof deliver>> = [];
    if (input.emitWebhook) {
      const body = JSON.stringify({
        object: 'instagram',
        entry: [
          {
            id: account,
            time: Math.floor(Date.now() / 1000),
            changes: [
              {
                field: 'comments',
                value: {
                  id: item.externalId,
                  text: input.text,
                  from: { id: fromId, username: input.username },
                  media: { id: target.id, media_product_type: target.media_product_type },
                },
              },
            ],
          },
        ],
      });
      const targets = await context.store.subscriptions('instagram', account, 'comments');
      const signature = `sha256=${sha256Hex(context.credentials.instagram.clientSecret, body)}`;
      webhooks = await deliver(targets, body, () => ({ 'x-hub-signature-256': signature }), input.deliverTwice);
    }
    return reply.status(201).send({ comment: item.data, webhooks });
  });
}
