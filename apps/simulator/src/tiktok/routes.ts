import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorContext } from '../common/context.ts';
import { accountFromState, registerConsent } from '../common/oauth.ts';
import type { TokenRow } from '../store/db.ts';
import { resolveAlias } from '../store/demo.ts';
import { tiktokAccountFor, tiktokAccounts, tiktokComments, tiktokVideos } from './data.ts';

const API = '/open_api/v1.3';
const DAY = 86_400;
const YEAR = 365 * DAY;
const envelope = (data: unknown, code = 0, message = 'OK') => ({
  code,
  message,
  request_id: crypto.randomBytes(8).toString('hex'),
  data,
});

/**
 * TikTok API for Business (v1.3): the account holder's consent and `tt_user/oauth2` tokens, `Access-Token`
 * header, `{code,message,request_id,data}` envelope with non-zero codes on HTTP 200, Business Center assets,
 * videos and comments with cursor/has_more, replies, hide, and the app-level comment webhook
 * (`TikTok-Signature: t=,s=`).
 */
export function tiktokRoutes(context: SimulatorContext): FastifyPluginAsync {
  const { store } = context;

  async function auth(request: FastifyRequest, reply: FastifyReply): Promise<TokenRow | null> {
    const token = await store.findToken(request.headers['access-token'] as string | undefined);
    if (!token || token.platform !== 'tiktok' || token.kind === 'refresh' || token.revoked || token.expired) {
      await reply.send(envelope({}, 40105, 'The access token is invalid or has expired.'));
      return null;
    }
    return token;
  }

  /** The business id a token may act for (`*` = our Business Center token: any authorised account). */
  async function business(token: TokenRow, key: unknown): Promise<string | null> {
    if (typeof key !== 'string') return null;
    const id = resolveAlias('tiktok', key);
    const known = (await tiktokAccounts(context)).some((entry) => entry.businessId === id);
    return known && (token.account === '*' || token.account === id) ? id : null;
  }

  /** `cursor` + `max_count` (≤30) paging of a comment list, in TikTok's `{comments, cursor, has_more}`. */
  const commentPage = <T>(all: T[], query: Record<string, unknown>) => {
    const cursor = Math.max(Number(query['cursor'] ?? 0) || 0, 0);
    const max = Math.min(Math.max(Number(query['max_count'] ?? 20) || 20, 1), 30);
    const comments = all.slice(cursor, cursor + max);
    return { comments, cursor: cursor + comments.length, has_more: cursor + comments.length < all.length };
  };

  const input = (request: FastifyRequest) => ({
    ...(request.query as Record<string, unknown>),
    ...((request.body ?? {}) as Record<string, unknown>),
  });

  /** An access + refresh token pair for an account holder (§6.1: access 24 h, refresh a year). */
  async function tokens(businessId: string) {
    return {
      open_id: businessId,
      scope: 'user.info.basic,video.list,comment.list,comment.list.manage',
      access_token: await store.issueToken('tiktok', businessId, { prefix: 'act.', ttlSeconds: DAY }),
      expires_in: DAY,
      refresh_token: await store.issueToken('tiktok', businessId, {
        prefix: 'rft.',
        kind: 'refresh',
        ttlSeconds: YEAR,
      }),
      refresh_token_expires_in: YEAR,
      token_type: 'Bearer',
    };
  }

  const appOk = (body: Record<string, unknown>) =>
    body['client_id'] === context.credentials.tiktok.clientId &&
    body['client_secret'] === context.credentials.tiktok.clientSecret;

  return async (server) => {
    // The account holder signs in to TikTok: one login is one account (its handle), created when new.
    registerConsent(server, context, {
      platform: 'tiktok',
      label: 'TikTok',
      segment: 'tiktok',
      authorizePath: '/v2/auth/authorize',
      clientId: context.credentials.tiktok.clientId,
      clientParam: 'client_key',
      accountLabel: 'TikTok username',
      defaultAccount: (query) => accountFromState(query['state'], 'brand_'),
      account: (value) => {
        const username = value.trim().replace(/^@/, '').toLowerCase();
        return /^[a-z0-9._]{1,24}$/.test(username) ? username : null;
      },
      onApprove: async (username) => {
        await tiktokAccountFor(context, username);
      },
    });

    server.post(`${API}/tt_user/oauth2/token/`, async (request) => {
      const body = input(request);
      if (!appOk(body)) return envelope({}, 40001, 'client_id or client_secret is invalid');
      const grant =
        body['grant_type'] === 'authorization_code' && typeof body['auth_code'] === 'string'
          ? await store.consumeCode('tiktok', body['auth_code'])
          : null;
      if (!grant || grant.redirectUri !== body['redirect_uri']) {
        return envelope({}, 40110, 'The auth_code is invalid or has expired.');
      }
      const account = await tiktokAccountFor(context, grant.account);
      return envelope(await tokens(account.businessId));
    });

    server.post(`${API}/tt_user/oauth2/refresh_token/`, async (request) => {
      const body = input(request);
      if (!appOk(body)) return envelope({}, 40001, 'client_id or client_secret is invalid');
      const current = await store.findToken(typeof body['refresh_token'] === 'string' ? body['refresh_token'] : null);
      if (
        !current ||
        current.kind !== 'refresh' ||
        current.platform !== 'tiktok' ||
        current.revoked ||
        current.expired
      ) {
        return envelope({}, 40105, 'The refresh token is invalid or has expired.');
      }
      return envelope(await tokens(current.account));
    });

    server.get(`${API}/bc/asset/get/`, async (request, reply) => {
      const token = await auth(request, reply);
      if (!token) return reply;
      const query = input(request);
      if (query['bc_id'] !== context.operator.tiktokBusinessCenterId || query['asset_type'] !== 'TT_ACCOUNT') {
        return envelope({}, 40002, 'Invalid bc_id or asset_type');
      }
      const page = Math.max(Number(query['page'] ?? 1) || 1, 1);
      const size = Math.min(Math.max(Number(query['page_size'] ?? 10) || 10, 1), 50);
      const all = await tiktokAccounts(context);
      return envelope({
        list: all
          .slice((page - 1) * size, page * size)
          .map((entry) => ({ asset_id: entry.businessId, asset_name: entry.handle, asset_type: 'TT_ACCOUNT' })),
        page_info: { page, page_size: size, total_number: all.length, total_page: Math.ceil(all.length / size) },
      });
    });

    server.get(`${API}/business/get/`, async (request, reply) => {
      const token = await auth(request, reply);
      if (!token) return reply;
      const id = await business(token, input(request)['business_id']);
      const account = (await tiktokAccounts(context)).find((entry) => entry.businessId === id);
      if (!account) return envelope({}, 40001, 'business_id is invalid');
      return envelope({
        username: account.handle,
        display_name: account.handle,
        profile_image: '',
        followers_count: 1200,
      });
    });

    server.get(`${API}/business/video/list/`, async (request, reply) => {
      const token = await auth(request, reply);
      if (!token) return reply;
      const query = input(request);
      const id = await business(token, query['business_id']);
      if (!id) return envelope({}, 40001, 'business_id is invalid');
      const cursor = Math.max(Number(query['cursor'] ?? 0) || 0, 0);
      const max = Math.min(Math.max(Number(query['max_count'] ?? 20) || 20, 1), 20);
      const all = tiktokVideos(id).map(({ comments: _comments, ...video }) => video);
      const videos = all.slice(cursor, cursor + max);
      return envelope({ videos, cursor: cursor + videos.length, has_more: cursor + videos.length < all.length });
    });

    server.get(`${API}/business/comment/list/`, async (request, reply) => {
      const token = await auth(request, reply);
      if (!token) return reply;
      const query = input(request);
      const id = await business(token, query['business_id']);
      if (!id) return envelope({}, 40001, 'business_id is invalid');
      const all = await tiktokComments(context, id, String(query['video_id'] ?? ''));
      if (!all) return envelope({}, 40001, 'video_id is invalid');
      return envelope(commentPage(all, query));
    });

    server.get(`${API}/business/comment/reply/list/`, async (request, reply) => {
      const token = await auth(request, reply);
      if (!token) return reply;
      const query = input(request);
      const id = await business(token, query['business_id']);
      if (!id) return envelope({}, 40001, 'business_id is invalid');
      if (typeof query['comment_id'] !== 'string') return envelope({}, 40002, 'comment_id is required');
      const all = (await store.listReplies({ platform: 'tiktok', account: id, targetId: query['comment_id'] })).map(
        (entry) => ({
          comment_id: entry.replyId,
          video_id: query['video_id'],
          user_id: id,
          text: entry.message,
          create_time: Math.floor(Date.parse(entry.receivedAt) / 1000),
          owner: true,
          parent_comment_id: query['comment_id'],
        }),
      );
      return envelope(commentPage(all, query));
    });

    server.post(`${API}/business/comment/reply/create/`, async (request, reply) => {
      const token = await auth(request, reply);
      if (!token) return reply;
      const body = input(request);
      const id = await business(token, body['business_id']);
      if (!id) return envelope({}, 40001, 'business_id is invalid');
      if (typeof body['comment_id'] !== 'string' || typeof body['text'] !== 'string' || !body['text']) {
        return envelope({}, 40002, 'comment_id and text are required');
      }
      const entry = await store.recordReply({
        platform: 'tiktok',
        account: id,
        targetId: body['comment_id'],
        message: body['text'],
        request: body,
        makeReplyId: (n) => `76${String(n).padStart(17, '0')}`,
      });
      return envelope({
        comment_id: entry.replyId,
        video_id: body['video_id'],
        text: body['text'],
        create_time: Math.floor(Date.now() / 1000),
        owner: true,
        parent_comment_id: body['comment_id'],
      });
    });

    server.post(`${API}/business/comment/hide/`, async (request, reply) => {
      const token = await auth(request, reply);
      if (!token) return reply;
      const body = input(request);
      const id = await business(token, body['business_id']);
      if (!id || typeof body['comment_id'] !== 'string') return envelope({}, 40001, 'business_id is invalid');
      // The Business API names the video and says HIDE or UNHIDE; anything else is a parameter error.
      if (typeof body['video_id'] !== 'string' || (body['action'] !== 'HIDE' && body['action'] !== 'UNHIDE')) {
        return envelope({}, 40002, 'video_id and action (HIDE or UNHIDE) are required');
      }
      await store.setHidden('tiktok', body['comment_id'], body['action'] === 'HIDE');
      return envelope({});
    });

    server.post(`${API}/business/webhook/update/`, async (request, reply) => {
      const token = await auth(request, reply);
      if (!token) return reply;
      const body = input(request);
      const tiktok = context.credentials.tiktok;
      if (body['app_id'] !== tiktok.clientId || body['secret'] !== tiktok.clientSecret) {
        return envelope({}, 40001, 'app_id or secret is invalid');
      }
      if (body['event_type'] !== 'COMMENT' || typeof body['callback_url'] !== 'string') {
        return envelope({}, 40002, 'event_type and callback_url are required');
      }
      await store.subscribe('tiktok', '*', 'COMMENT', body['callback_url']);
      return envelope({ app_id: body['app_id'], event_type: 'COMMENT', callback_url: body['callback_url'] });
    });
  };
}
