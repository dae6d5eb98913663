import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorContext } from '../common/context.ts';
import { accountFromState, registerConsent } from '../common/oauth.ts';
import { judgemeReviews } from './data.ts';

const AUTH_ERROR = { error: 'Failed to authenticate. Shop domain or Api Token is wrong' };

/** Judge.me's side: OAuth, `/api/v1` reviews (page until a short page), replies, shop info, webhooks. */
export function judgemeRoutes(context: SimulatorContext): FastifyPluginAsync {
  const { store } = context;
  const app = context.credentials.judgeme;

  /** `api_token` (+ `shop_domain`) in the query, or an OAuth token as Bearer. Answers 401 itself. */
  async function shopOf(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const query = request.query as Record<string, string | undefined>;
    const header = request.headers.authorization;
    const raw = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : query['api_token'];
    const token = await store.findToken(raw);
    const domainOk = !query['shop_domain'] || query['shop_domain'] === token?.account;
    if (!token || token.platform !== 'judgeme' || token.revoked || token.expired || !domainOk) {
      await reply.status(401).send(AUTH_ERROR);
      return null;
    }
    return token.account;
  }

  return async (server) => {
    registerConsent(server, context, {
      platform: 'judgeme',
      label: 'Judge.me',
      segment: 'judgeme',
      authorizePath: '/oauth/authorize',
      clientId: app.clientId,
      accountLabel: 'Shop domain',
      defaultAccount: (query) => query['shop_domain'] ?? `${accountFromState(query['state'], 'store-')}.myshopify.com`,
      account: (value) =>
        /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(value.toLowerCase()) ? value.toLowerCase() : null,
    });

    server.post<{ Body: Record<string, string> }>('/oauth/token', async (request, reply) => {
      const body = request.body ?? {};
      if (body['client_id'] !== app.clientId || body['client_secret'] !== app.clientSecret) {
        return reply.status(401).send({ error: 'invalid_client' });
      }
      const grant = body['code'] ? await store.consumeCode('judgeme', body['code']) : null;
      if (!grant || body['grant_type'] !== 'authorization_code' || grant.redirectUri !== body['redirect_uri']) {
        return reply.status(400).send({ error: 'invalid_grant' });
      }
      const token = await store.issueToken('judgeme', grant.account, { prefix: 'jdgm_' });
      return {
        access_token: token,
        token_type: 'Bearer',
        scope: 'read_reviews write_reviews read_shops',
        created_at: Math.floor(Date.now() / 1000),
      };
    });

    server.get('/api/v1/shops/info', async (request, reply) => {
      const shop = await shopOf(request, reply);
      if (!shop) return reply;
      return { shop: { domain: shop, platform: 'shopify', name: shop.split('.')[0], plan: 'awesome' } };
    });

    server.get<{ Querystring: Record<string, string> }>('/api/v1/reviews', async (request, reply) => {
      const shop = await shopOf(request, reply);
      if (!shop) return reply;
      const page = Math.max(Number(request.query['page'] ?? 1) || 1, 1);
      const perPage = Math.min(Math.max(Number(request.query['per_page'] ?? 10) || 10, 1), 100);
      const all = await judgemeReviews(context, shop);
      return { current_page: page, per_page: perPage, reviews: all.slice((page - 1) * perPage, page * perPage) };
    });

    server.get<{ Params: { id: string } }>('/api/v1/reviews/:id', async (request, reply) => {
      const shop = await shopOf(request, reply);
      if (!shop) return reply;
      const id = request.params.id;
      const review = (await judgemeReviews(context, shop)).find((entry) => String(entry.id) === id);
      // Our POST /replies takes any review id (tests answer reviews they inserted themselves), so a review
      // known only by its replies reads back too. Only the single review carries its reply, as on Judge.me.
      const replies = await store.listReplies({ platform: 'judgeme', account: shop, targetId: id });
      const last = replies.at(-1);
      if (!review && !last) return reply.status(404).send({ error: 'Review not found' });
      const replyField = last ? { content: last.message, created_at: last.receivedAt } : null;
      return { review: { ...(review ?? { id: /^\d+$/.test(id) ? Number(id) : id }), reply: replyField } };
    });

    server.post<{ Body: { review_id?: unknown; reply?: { content?: unknown } } }>(
      '/api/v1/replies',
      async (request, reply) => {
        const shop = await shopOf(request, reply);
        if (!shop) return reply;
        const reviewId = request.body?.review_id;
        const content = request.body?.reply?.content;
        if ((typeof reviewId !== 'number' && typeof reviewId !== 'string') || typeof content !== 'string' || !content) {
          return reply.status(422).send({ error: 'review_id and reply.content are required' });
        }
        await store.recordReply({
          platform: 'judgeme',
          account: shop,
          targetId: String(reviewId),
          message: content,
          request: request.body as Record<string, unknown>,
          makeReplyId: (id) => String(id),
        });
        return { message: 'Reply created' };
      },
    );

    server.post<{ Body: { webhook?: { key?: unknown; url?: unknown } } }>(
      '/api/v1/webhooks',
      async (request, reply) => {
        const shop = await shopOf(request, reply);
        if (!shop) return reply;
        const { key, url } = request.body?.webhook ?? {};
        if (typeof key !== 'string' || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
          return reply.status(422).send({ error: 'webhook.key and webhook.url are required' });
        }
        await store.subscribe('judgeme', shop, key, url);
        return { webhook: { key, url } };
      },
    );

    server.delete<{ Body: { key?: unknown; url?: unknown } }>('/api/v1/webhooks', async (request, reply) => {
      const shop = await shopOf(request, reply);
      if (!shop) return reply;
      await store.unsubscribe('judgeme', shop, typeof request.body?.key === 'string' ? request.body.key : undefined);
      return { message: 'Webhook deleted' };
    });
  };
}
