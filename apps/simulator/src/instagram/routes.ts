import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SimulatorContext } from '../common/context.ts';
import { graphPage, metaError, requireMetaToken, unknownObject } from '../common/meta.ts';
import { accountFromState, registerConsent } from '../common/oauth.ts';
import { resolveAlias } from '../store/demo.ts';
import { graphTime, igAccountId, igComments, igMedia, igUsername } from './data.ts';

const SIXTY_DAYS = 60 * 24 * 3600;
const param = (request: FastifyRequest, name: string): string | undefined => {
  const query = request.query as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const value = query[name] ?? body[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Instagram API with Instagram Login: OAuth at instagram.com, short-lived token at api.instagram.com,
 * long-lived exchange and refresh at graph.instagram.com, media and comments with cursor paging,
 * replies, hide, and `me/subscribed_apps` for the comments webhook.
 */
export function instagramRoutes(context: SimulatorContext): FastifyPluginAsync {
  const { store } = context;
  const app = context.credentials.instagram;
  return async (server) => {
    registerConsent(server, context, {
      platform: 'instagram',
      label: 'Instagram',
      segment: 'instagram',
      authorizePath: '/oauth/authorize',
      clientId: app.clientId,
      accountLabel: 'Instagram username',
      defaultAccount: (query) => accountFromState(query['state'], 'brand_'),
      account: (value) => {
        const username = value.replace(/^@/, '').toLowerCase();
        return /^[a-z0-9._]{1,30}$/.test(username) ? igAccountId(username) : null;
      },
      onApprove: async (account, query) => {
        const username = (query['account'] ?? '').replace(/^@/, '').toLowerCase();
        await store.upsertAccount('instagram', account, { username });
      },
    });

    server.post<{ Body: Record<string, string> }>('/oauth/access_token', async (request, reply) => {
      const body = request.body ?? {};
      if (body['client_id'] !== app.clientId || body['client_secret'] !== app.clientSecret) {
        return reply
          .status(400)
          .send({ error_type: 'OAuthException', code: 400, error_message: 'Invalid client_secret' });
      }
      const grant = body['code'] ? await store.consumeCode('instagram', body['code'].replace(/#_$/, '')) : null;
      if (!grant || grant.redirectUri !== body['redirect_uri']) {
        return reply
          .status(400)
          .send({ error_type: 'OAuthException', code: 400, error_message: 'This authorization code has been used' });
      }
      const token = await store.issueToken('instagram', grant.account, { prefix: 'IGQWR', ttlSeconds: 3600 });
      return {
        access_token: token,
        user_id: grant.account,
        permissions: 'instagram_business_basic,instagram_business_manage_comments',
      };
    });

    server.get('/graph/access_token', async (request, reply) => {
      if (
        param(request, 'grant_type') !== 'ig_exchange_token' ||
        param(request, 'client_secret') !== app.clientSecret
      ) {
        return metaError(reply, 400, 100, 'Invalid parameter');
      }
      const token = await requireMetaToken(store, request, reply, ['instagram']);
      if (!token) return reply;
      const longLived = await store.issueToken('instagram', token.account, { prefix: 'IGAAL', ttlSeconds: SIXTY_DAYS });
      return { access_token: longLived, token_type: 'bearer', expires_in: SIXTY_DAYS };
    });

    server.get('/graph/refresh_access_token', async (request, reply) => {
      if (param(request, 'grant_type') !== 'ig_refresh_token') return metaError(reply, 400, 100, 'Invalid parameter');
      const token = await requireMetaToken(store, request, reply, ['instagram']);
      if (!token) return reply;
      const fresh = await store.issueToken('instagram', token.account, { prefix: 'IGAAL', ttlSeconds: SIXTY_DAYS });
      return { access_token: fresh, token_type: 'bearer', expires_in: SIXTY_DAYS };
    });

    server.get('/graph/:ver/me', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['instagram']);
      if (!token) return reply;
      const username = await igUsername(context, token.account);
      return { id: token.account, user_id: token.account, username };
    });

    server.post('/graph/:ver/me/subscribed_apps', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['instagram']);
      if (!token) return reply;
      const fields = (param(request, 'subscribed_fields') ?? '').split(',').filter(Boolean);
      if (fields.length === 0) return metaError(reply, 400, 100, '(#100) The parameter subscribed_fields is required');
      for (const field of fields) {
        await store.subscribe('instagram', token.account, field, `${context.options.publicUrl}/webhooks/instagram`);
      }
      return { success: true };
    });

    server.get<{ Params: { id: string } }>('/graph/:ver/:id/media', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['instagram']);
      if (!token) return reply;
      const account = resolveAlias('instagram', request.params.id);
      if (account !== token.account) return unknownObject(reply, request.params.id);
      return graphPage(request, igMedia(account, await igUsername(context, account)));
    });

    server.get<{ Params: { id: string } }>('/graph/:ver/:id/comments', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['instagram']);
      if (!token) return reply;
      const media = igMedia(token.account, await igUsername(context, token.account)).find(
        (entry) => entry.id === request.params.id,
      );
      if (!media) return unknownObject(reply, request.params.id);
      return graphPage(request, await igComments(context, token.account, media), 50);
    });

    // The comment's replies edge, ours included (from = the account that replied).
    server.get<{ Params: { id: string } }>('/graph/:ver/:id/replies', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['instagram']);
      if (!token) return reply;
      const username = await igUsername(context, token.account);
      const replies = await store.listReplies({
        platform: 'instagram',
        account: token.account,
        targetId: request.params.id,
      });
      const data = replies.map((entry) => ({
        id: entry.replyId,
        text: entry.message,
        timestamp: graphTime(new Date(entry.receivedAt)),
        username,
        from: { id: token.account, username },
        parent_id: request.params.id,
      }));
      return graphPage(request, data, 50);
    });

    server.post<{ Params: { id: string } }>('/graph/:ver/:id/replies', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['instagram']);
      if (!token) return reply;
      const message = param(request, 'message');
      if (!message) return metaError(reply, 400, 100, '(#100) The parameter message is required');
      const entry = await store.recordReply({
        platform: 'instagram',
        account: token.account,
        targetId: request.params.id,
        message,
        request: { message },
        makeReplyId: (id) => `1792${String(id).padStart(13, '0')}`,
      });
      return { id: entry.replyId };
    });

    server.post<{ Params: { id: string } }>('/graph/:ver/:id', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['instagram']);
      if (!token) return reply;
      const hide = param(request, 'hide');
      if (hide !== 'true' && hide !== 'false') return metaError(reply, 400, 100, '(#100) Invalid parameter');
      await store.setHidden('instagram', request.params.id, hide === 'true');
      return { success: true };
    });
  };
}
