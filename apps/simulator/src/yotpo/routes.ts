import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorContext } from '../common/context.ts';
import { accountFromState, registerConsent } from '../common/oauth.ts';
import { resolveAlias } from '../store/demo.ts';
import { numberFor } from '../store/generate.ts';
import { yotpoReviews } from './data.ts';

/** A store's app key: the demo's for the demo store, a stable made-up one for any other store. */
const appKeyForShop = (shop: string) => {
  const alias = resolveAlias('yotpo', shop);
  return alias === shop ? `yotpo${numberFor(shop, 12)}` : alias;
};

const unauthorized = (reply: FastifyReply) =>
  reply.status(401).send({ status: { code: 401, message: 'Unauthorized', error_type: 'authorization_error' } });

/** Yotpo's side: app-market style OAuth, utoken calls, reviews paged by `page`/`count`, comments, webhooks. */
export function yotpoRoutes(context: SimulatorContext): FastifyPluginAsync {
  const { store } = context;
  const app = context.credentials.yotpo;

  async function appKeyOf(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const query = request.query as Record<string, string | undefined>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const raw = query['utoken'] ?? query['access_token'] ?? (typeof body['utoken'] === 'string' ? body['utoken'] : '');
    const token = await store.findToken(raw);
    if (!token || token.platform !== 'yotpo' || token.revoked || token.expired) {
      await unauthorized(reply);
      return null;
    }
    return token.account;
  }

  return async (server) => {
    registerConsent(server, context, {
      platform: 'yotpo',
      label: 'Yotpo',
      segment: 'yotpo',
      authorizePath: '/oauth/authorize',
      clientId: app.clientId,
      accountLabel: 'Yotpo app key',
      defaultAccount: (query) =>
        query['shop_domain'] ? appKeyForShop(query['shop_domain']) : accountFromState(query['state'], 'yotpo'),
      account: (value) => (/^[A-Za-z0-9_-]{4,64}$/.test(value) ? value : null),
      extra: (account) => ({ app_key: account }),
      passThrough: ['shop_domain'],
      // The store an app key belongs to, so its reviews are about that store's products.
      onApprove: async (account, query) => {
        if (query['shop_domain']) await store.upsertAccount('yotpo', account, { shop: query['shop_domain'] });
      },
    });

    server.post<{ Body: Record<string, string> }>('/oauth/token', async (request, reply) => {
      const body = request.body ?? {};
      if (body['client_id'] !== app.clientId || body['client_secret'] !== app.clientSecret) {
        return reply.status(401).send({ error: 'invalid_client' });
      }
      const grant = body['code'] ? await store.consumeCode('yotpo', body['code']) : null;
      if (!grant || body['grant_type'] !== 'authorization_code') {
        return reply.status(400).send({ error: 'invalid_grant' });
      }
      const token = await store.issueToken('yotpo', grant.account, { prefix: '', ttlSeconds: 14 * 24 * 3600 });
      return { access_token: token, token_type: 'bearer' };
    });

    server.get<{ Params: { appKey: string }; Querystring: Record<string, string> }>(
      '/v1/apps/:appKey/reviews',
      async (request, reply) => {
        const account = await appKeyOf(request, reply);
        if (!account) return reply;
        if (resolveAlias('yotpo', request.params.appKey) !== account) return unauthorized(reply);
        const page = Math.max(Number(request.query['page'] ?? 1) || 1, 1);
        const count = Math.min(Math.max(Number(request.query['count'] ?? 10) || 10, 1), 100);
        const since = request.query['since_date'] ? Date.parse(request.query['since_date']) : NaN;
        const all = (await yotpoReviews(context, account)).filter(
          (review) => Number.isNaN(since) || Date.parse(String(review['created_at'])) >= since,
        );
        return reply
          .header('RateLimit-Remaining', '4')
          .header('RateLimit-Reset', '1')
          .send({ reviews: all.slice((page - 1) * count, page * count) });
      },
    );

    server.get<{ Params: { id: string } }>('/reviews/:id', async (request, reply) => {
      const account = await appKeyOf(request, reply);
      if (!account) return reply;
      const review = (await yotpoReviews(context, account)).find((entry) => String(entry.id) === request.params.id);
      if (!review) return reply.status(404).send({ status: { code: 404, message: 'Not Found' } });
      // The store's public comment, as Yotpo shows it on the review.
      const replies = await store.listReplies({ platform: 'yotpo', account, targetId: request.params.id });
      const last = replies.at(-1);
      const comment = last
        ? { id: Number(last.replyId), content: last.message, public: true, created_at: last.receivedAt }
        : null;
      return { status: { code: 200, message: 'OK' }, response: { review: { ...review, comment } } };
    });

    server.post<{ Params: { id: string }; Body: { comment?: { content?: unknown; public?: unknown } } }>(
      '/reviews/:id/comments',
      async (request, reply) => {
        const account = await appKeyOf(request, reply);
        if (!account) return reply;
        const content = request.body?.comment?.content;
        if (typeof content !== 'string' || !content) {
          return reply.status(422).send({ status: { code: 422, message: 'comment.content is required' } });
        }
        const entry = await store.recordReply({
          platform: 'yotpo',
          account,
          targetId: request.params.id,
          message: content,
          request: request.body as Record<string, unknown>,
          makeReplyId: (id) => String(700_000_000 + id),
        });
        return {
          status: { code: 200, message: 'OK' },
          response: {
            comment: {
              id: Number(entry.replyId),
              commentable_id: Number(request.params.id),
              commentable_type: 'Review',
              content,
              public: request.body?.comment?.public !== false,
              created_at: entry.receivedAt,
            },
          },
        };
      },
    );

    server.post<{ Params: { appKey: string }; Body: { webhook?: { webhook_event_name?: unknown; url?: unknown } } }>(
      '/developers/v2/:appKey/webhooks',
      async (request, reply) => {
        const account = await appKeyOf(request, reply);
        if (!account) return reply;
        if (resolveAlias('yotpo', request.params.appKey) !== account) return unauthorized(reply);
        const { webhook_event_name: event, url } = request.body?.webhook ?? {};
        if (typeof event !== 'string' || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
          return reply.status(422).send({ status: { code: 422, message: 'webhook_event_name and url are required' } });
        }
        await store.subscribe('yotpo', account, event, url);
        return { webhook: { id: numberFor(`${account}${event}${url}`, 6), webhook_event_name: event, url } };
      },
    );
  };
}
