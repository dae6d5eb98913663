import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SimulatorContext } from '../common/context.ts';
import { graphPage, metaError, requireMetaToken, unknownObject } from '../common/meta.ts';
import { accountFromState, platformUser, registerConsent } from '../common/oauth.ts';
import { resolveAlias } from '../store/demo.ts';
import { numberFor } from '../store/generate.ts';
import { graphTime } from '../instagram/data.ts';
import { addPageManager, facebookPage, fbComments, fbPosts, pagesManagedBy } from './data.ts';

const param = (request: FastifyRequest, name: string): string | undefined => {
  const value =
    (request.query as Record<string, unknown>)[name] ?? ((request.body ?? {}) as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Facebook Pages through the Graph API: Login dialog (a simulated person signs in), code and long-lived
 * exchanges, `me/accounts` (the Pages that person manages), a Page looked up by id, feed and comments with
 * cursor paging, replies, hide, and `subscribed_apps` for the feed webhook.
 */
export function facebookRoutes(context: SimulatorContext): FastifyPluginAsync {
  const { store } = context;
  const app = context.credentials.meta;

  /** The Page a token may act on for an object id (`{page}_{post}` ids carry their Page). */
  const pageFor = (tokenAccount: string, objectId: string) =>
    tokenAccount === '*' ? (objectId.includes('_') ? (objectId.split('_')[0] ?? objectId) : objectId) : tokenAccount;

  return async (server) => {
    // Facebook Login: the person signs in; `me/accounts` then lists the Pages they manage. A person who
    // manages none gets a Page of their own, so a hand-run demo always has one to connect.
    registerConsent(server, context, {
      platform: 'facebook',
      label: 'Facebook',
      segment: 'facebook',
      authorizePath: '/dialog/oauth',
      clientId: app.clientId,
      accountLabel: 'Facebook account (e-mail)',
      defaultAccount: (query) => `${accountFromState(query['state'], 'user.')}@facebook.test`,
      account: platformUser,
      onApprove: async (user) => {
        if ((await pagesManagedBy(context, user)).length > 0) return;
        const pageId = `1048576${numberFor(user, 8)}`;
        await addPageManager(context, { pageId, name: `Page ${pageId.slice(-4)}`, manager: user });
      },
    });

    server.get('/graph/:ver/oauth/access_token', async (request, reply) => {
      if (param(request, 'client_id') !== app.clientId || param(request, 'client_secret') !== app.clientSecret) {
        return metaError(reply, 400, 1, 'Error validating client secret.');
      }
      if (param(request, 'grant_type') === 'fb_exchange_token') {
        const current = await store.findToken(param(request, 'fb_exchange_token'));
        if (!current || current.platform !== 'facebook' || current.expired || current.revoked) {
          return metaError(reply, 400, 190, 'Error validating access token: Session has expired.', 463);
        }
        const token = await store.issueToken('facebook', current.account, {
          prefix: 'EAAL',
          kind: 'user',
          ttlSeconds: 5_184_000,
        });
        return { access_token: token, token_type: 'bearer', expires_in: 5_184_000 };
      }
      const code = param(request, 'code');
      const grant = code ? await store.consumeCode('facebook', code) : null;
      if (!grant || grant.redirectUri !== param(request, 'redirect_uri')) {
        return metaError(reply, 400, 100, 'This authorization code has been used.', 36009);
      }
      const token = await store.issueToken('facebook', grant.account, {
        prefix: 'EAAS',
        kind: 'user',
        ttlSeconds: 5400,
      });
      return { access_token: token, token_type: 'bearer', expires_in: 5400 };
    });

    server.get('/graph/:ver/me/accounts', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['facebook']);
      if (!token) return reply;
      if (token.kind !== 'user')
        return metaError(reply, 400, 100, '(#100) Tried accessing nonexisting field (accounts)');
      const pages = await pagesManagedBy(context, token.account);
      const data = await Promise.all(
        pages.map(async (page) => ({
          id: page.id,
          name: page.name,
          access_token: await store.issueToken('facebook', page.id, { prefix: 'EAAP', kind: 'page' }),
          category: 'Shopping & retail',
          tasks: ['MANAGE', 'CREATE_CONTENT', 'MODERATE'],
        })),
      );
      return graphPage(request, data);
    });

    server.get<{ Params: { id: string } }>('/graph/:ver/:id', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['facebook']);
      if (!token) return reply;
      const pageId = resolveAlias('facebook', request.params.id);
      const page = await facebookPage(context, pageId);
      const allowed =
        token.account === '*' ||
        token.account === pageId ||
        (token.kind === 'user' && page?.managers.includes(token.account));
      if (!page || !allowed) return unknownObject(reply, request.params.id);
      const fields = (param(request, 'fields') ?? 'id,name').split(',');
      const pageToken = fields.includes('access_token')
        ? await store.issueToken('facebook', page.id, { prefix: 'EAAP', kind: 'page' })
        : undefined;
      return { id: page.id, name: page.name, ...(pageToken ? { access_token: pageToken } : {}) };
    });

    server.get<{ Params: { id: string } }>('/graph/:ver/:id/feed', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['facebook']);
      if (!token) return reply;
      const pageId = resolveAlias('facebook', request.params.id);
      if (pageFor(token.account, pageId) !== pageId || !(await facebookPage(context, pageId))) {
        return unknownObject(reply, request.params.id);
      }
      return graphPage(request, fbPosts(pageId));
    });

    server.get<{ Params: { id: string } }>('/graph/:ver/:id/comments', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['facebook']);
      if (!token) return reply;
      const pageId = pageFor(token.account, request.params.id);
      const post = fbPosts(pageId).find((entry) => entry.id === request.params.id);
      if (post) return graphPage(request, await fbComments(context, pageId, post), 100);
      // A comment's own comments: the replies made to it (the Page's included, from = the Page).
      const replies = await store.listReplies({
        platform: 'facebook',
        ...(token.account === '*' ? {} : { account: token.account }),
        targetId: request.params.id,
      });
      const data = await Promise.all(
        replies.map(async (entry) => ({
          id: entry.replyId,
          message: entry.message,
          created_time: graphTime(new Date(entry.receivedAt)),
          from: { id: entry.account, name: (await facebookPage(context, entry.account))?.name ?? 'Page' },
          parent: { id: request.params.id },
        })),
      );
      return graphPage(request, data, 100);
    });

    server.post<{ Params: { id: string } }>('/graph/:ver/:id/comments', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['facebook']);
      if (!token) return reply;
      const message = param(request, 'message');
      if (!message) return metaError(reply, 400, 100, '(#100) The parameter message is required');
      const postNumber = request.params.id.split('_')[0] ?? request.params.id;
      const entry = await store.recordReply({
        platform: 'facebook',
        account: token.account,
        targetId: request.params.id,
        message,
        request: { message },
        makeReplyId: (id) => `${postNumber}_${String(900_000_000 + id)}`,
      });
      return { id: entry.replyId };
    });

    server.post<{ Params: { id: string } }>('/graph/:ver/:id/subscribed_apps', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['facebook']);
      if (!token) return reply;
      const pageId = resolveAlias('facebook', request.params.id);
      if (token.account !== pageId)
        return metaError(reply, 403, 210, '(#210) A page access token is required to request this resource.');
      for (const field of (param(request, 'subscribed_fields') ?? '').split(',').filter(Boolean)) {
        await store.subscribe('facebook', pageId, field, `${context.options.publicUrl}/webhooks/facebook`);
      }
      return { success: true };
    });

    server.post<{ Params: { id: string } }>('/graph/:ver/:id', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['facebook']);
      if (!token) return reply;
      const hidden = param(request, 'is_hidden');
      if (hidden !== 'true' && hidden !== 'false') return metaError(reply, 400, 100, '(#100) Invalid parameter');
      await store.setHidden('facebook', request.params.id, hidden === 'true');
      return { success: true };
    });
  };
}
