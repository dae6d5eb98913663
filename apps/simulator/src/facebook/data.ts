import type { FastifyInstance } from 'fastify';
import { simCommentInputSchema } from '@bizamply/contracts';
import { z } from 'zod';
import type { SimulatorContext } from '../common/context.ts';
import { platformUser } from '../common/oauth.ts';
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
import { graphTime } from '../instagram/data.ts';

export interface FbPost {
  id: string;
  message: string;
  created_time: string;
  permalink_url: string;
}
export type FbComment = Record<string, unknown> & { id: string; created_time: string };

export interface FbPage {
  id: string;
  name: string;
  /** The Facebook users (simulated people) who manage the Page: their Facebook Login lists it. */
  managers: string[];
}

const managersOf = (data: Record<string, unknown>) =>
  Array.isArray(data['managers']) ? data['managers'].filter((entry): entry is string => typeof entry === 'string') : [];

/** Pages the platform knows: the demo's, those added by the control API or created for a consenting user. */
export async function facebookPages(context: SimulatorContext): Promise<FbPage[]> {
  const pages = new Map<string, FbPage>(
    DEMO_ACCOUNTS.facebook.map((entry) => [
      entry.account,
      { id: entry.account, name: entry.name, managers: [...entry.managers] },
    ]),
  );
  for (const entry of await context.store.listAccounts('facebook')) {
    const known = pages.get(entry.account);
    pages.set(entry.account, {
      id: entry.account,
      name: typeof entry.data['name'] === 'string' ? entry.data['name'] : (known?.name ?? 'Page'),
      managers: [...new Set([...(known?.managers ?? []), ...managersOf(entry.data)])],
    });
  }
  return [...pages.values()];
}

export async function facebookPage(context: SimulatorContext, pageId: string): Promise<FbPage | null> {
  return (await facebookPages(context)).find((page) => page.id === pageId) ?? null;
}

/** What `me/accounts` lists for a user token: the Pages that person manages. */
export async function pagesManagedBy(context: SimulatorContext, user: string): Promise<FbPage[]> {
  return (await facebookPages(context)).filter((page) => page.managers.includes(user));
}

/** Creates the Page (or renames it) and adds a manager to it. */
export async function addPageManager(
  context: SimulatorContext,
  page: { pageId: string; name: string; manager: string },
): Promise<FbPage> {
  const current = await facebookPage(context, page.pageId);
  const managers = [...new Set([...(current?.managers ?? []), page.manager])];
  await context.store.upsertAccount('facebook', page.pageId, { name: page.name, managers });
  return { id: page.pageId, name: page.name, managers };
}

export function fbPosts(pageId: string): FbPost[] {
  const random = randomFor(`facebook:${pageId}`);
  const anchor = historyAnchor();
  return Array.from({ length: 30 }, (_, index) => {
    const postId = `${pageId}_${numberFor(`${pageId}:p${index}`, 16)}`;
    return {
      id: postId,
      message: `Meet our ${random.pick(PRODUCT_NOUNS).toLowerCase()} — now in store!`,
      created_time: graphTime(pastDate(random, anchor)),
      permalink_url: `https://www.facebook.com/${pageId}/posts/${postId.split('_')[1]}`,
    };
  }).sort((a, b) => b.created_time.localeCompare(a.created_time));
}

export async function fbComments(context: SimulatorContext, pageId: string, post: FbPost): Promise<FbComment[]> {
  const random = randomFor(`facebook:${post.id}`);
  const postTime = Date.parse(post.created_time.replace('+0000', 'Z'));
  const hidden = await context.store.hiddenIds('facebook');
  const postNumber = post.id.split('_')[1] ?? post.id;
  const generated = Array.from({ length: 5 }, (_, index) => {
    const person = personName(random);
    const id = `${postNumber}_${numberFor(`${post.id}:c${index}`, 15)}`;
    return {
      id,
      message: random.pick(COMMENT_TEMPLATES).text('one'),
      created_time: graphTime(new Date(postTime + random.int(5, 900) * 60_000)),
      from: { id: numberFor(person.handle, 16), name: person.name },
      like_count: random.int(0, 12),
      comment_count: 0,
      is_hidden: hidden.has(id),
      can_hide: true,
      permalink_url: `${post.permalink_url}?comment_id=${id.split('_')[1]}`,
    };
  });
  const added = (await context.store.listItems('facebook', pageId, post.id)).map((row) => ({
    ...(row.data as FbComment),
    is_hidden: hidden.has(row.externalId),
  }));
  return [...added, ...generated.sort((a, b) => b.created_time.localeCompare(a.created_time))];
}

export function facebookControl(app: FastifyInstance, context: SimulatorContext): void {
  /** A Page and the Facebook user who manages it (default: a person of its own, `admin.<pageId>@facebook.test`). */
  app.post('/facebook/pages', async (request, reply) => {
    const parsed = z
      .object({
        pageId: z.string().regex(/^\d{15,16}$/),
        name: z.string().min(1).max(100),
        manager: z.string().min(3).max(100).optional(),
      })
      .strict()
      .safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
    const manager = platformUser(parsed.data.manager ?? `admin.${parsed.data.pageId}@facebook.test`);
    if (!manager) return reply.status(400).send({ error: 'invalid manager' });
    const page = await addPageManager(context, { ...parsed.data, manager });
    return reply.status(201).send({ page });
  });

  app.post('/facebook/comments', async (request, reply) => {
    const parsed = simCommentInputSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
    const input = parsed.data;
    const pageId = resolveAlias('facebook', input.account);
    if (!(await facebookPage(context, pageId))) return reply.status(404).send({ error: 'unknown page' });
    const posts = fbPosts(pageId);
    const post = posts.find((entry) => entry.id === input.parentId) ?? posts[0];
    if (!post) return reply.status(404).send({ error: 'no posts' });
    const fromId = numberFor(input.username, 16);
    const item = await context.store.addItem(
      'facebook',
      pageId,
      post.id,
      (seq) => `${post.id.split('_')[1]}_${String(seq).padStart(15, '0')}`,
      (_seq, id) => ({
        id,
        message: input.text,
        created_time: graphTime(new Date()),
        from: { id: fromId, name: input.username },
        like_count: 0,
        comment_count: 0,
        is_hidden: false,
        can_hide: true,
        permalink_url: `${post.permalink_url}?comment_id=${id.split('_')[1]}`,
      }),
    );
    let webhooks: Awaited<ReturnType<typeof deliver>> = [];
    if (input.emitWebhook) {
      const now = Math.floor(Date.now() / 1000);
      const body = JSON.stringify({
        object: 'page',
        entry: [
          {
            id: pageId,
            time: now,
            changes: [
              {
                field: 'feed',
                value: {
                  item: 'comment',
                  verb: 'add',
                  comment_id: item.externalId,
                  post_id: post.id,
                  parent_id: post.id,
                  message: input.text,
                  created_time: now,
                  from: { id: fromId, name: input.username },
                },
              },
            ],
          },
        ],
      });
      const targets = await context.store.subscriptions('facebook', pageId, 'feed');
      const signature = `sha256=${sha256Hex(context.credentials.meta.clientSecret, body)}`;
      webhooks = await deliver(targets, body, () => ({ 'x-hub-signature-256': signature }), input.deliverTwice);
    }
    return reply.status(201).send({ comment: item.data, webhooks });
  });
}
