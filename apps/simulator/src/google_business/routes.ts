import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { GOOGLE_SIMULATOR_CLIENT } from '@bizamply/contracts';
import {
  GOOGLE_BUSINESS_DEMO,
  GOOGLE_BUSINESS_SCOPE,
  GOOGLE_BUSINESS_SIMULATOR,
} from '@bizamply/contracts/platforms/google_business';
import type { SimulatorContext } from '../common/context.ts';
import { accountFromState, registerConsent } from '../common/oauth.ts';
import { numberFor } from '../store/generate.ts';
import { DEMO_PLATFORM_USER } from '../store/demo.ts';
import {
  addLocationManager,
  locationReviews,
  locations,
  PLATFORM,
  setReply,
  subscribeAccount,
  type Location,
} from './data.ts';

const HOUR = 3599;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const googleError = (reply: FastifyReply, code: number, status: string, message: string) =>
  reply.status(code).send({ error: { code, message, status } });

/** `pageToken` is an opaque offset, as Google's are opaque. */
const encodeToken = (offset: number) => Buffer.from(`gbp:${offset}`).toString('base64url');
const decodeToken = (token: unknown) => {
  const match = typeof token === 'string' ? /^gbp:(\d{1,7})$/.exec(Buffer.from(token, 'base64url').toString()) : null;
  return match ? Number(match[1]) : 0;
};

/**
 * Google Business Profile's side of the wire: the merchant's Google consent (`business.manage`), the token
 * endpoint, Account Management `accounts.list`, Business Information `locations.list`, the v4 reviews API
 * (`list`, `get`, `updateReply`, `deleteReply`), the Notifications API setting, and Pub/Sub pushes of
 * NEW_REVIEW to our endpoint. A person sees only the accounts and locations they manage.
 */
export function googleBusinessRoutes(context: SimulatorContext): FastifyPluginAsync {
  const { store } = context;
  return async (server) => {
    // The demo's connection (seeded) uses this refresh token; the demo account publishes to our topic.
    await store.issueToken(PLATFORM, DEMO_PLATFORM_USER, {
      prefix: '',
      kind: 'refresh',
      token: GOOGLE_BUSINESS_DEMO.token,
    });
    await store.subscribe(PLATFORM, GOOGLE_BUSINESS_DEMO.account, 'pubsub', GOOGLE_BUSINESS_SIMULATOR.pubsubTopic);

    registerConsent(server, context, {
      platform: PLATFORM,
      label: 'Google Business Profile',
      segment: PLATFORM,
      authorizePath: '/o/oauth2/v2/auth',
      clientId: GOOGLE_SIMULATOR_CLIENT.clientId,
      accountLabel: 'Google account (e-mail)',
      defaultAccount: (query) => `${accountFromState(query['state'], 'shop.')}@gmail.test`,
      account: (value) => {
        const email = value.trim().toLowerCase();
        return EMAIL.test(email) && email.length <= 200 ? email : null;
      },
      // A person who manages no location gets one of their own, so a hand-run demo has one to connect.
      onApprove: async (email) => {
        if ((await locations(context)).some((entry) => entry.managers.includes(email))) return;
        const name = email.split('@')[0] ?? 'shop';
        await addLocationManager(context, {
          locationId: `14${numberFor(`gbp-location:${email}`, 17)}`,
          title: `${name} – Storefront`,
          manager: email,
        });
      },
    });

    const personTokens = async (email: string, withRefresh: boolean) => ({
      access_token: await store.issueToken(PLATFORM, email, { prefix: 'ya29.', ttlSeconds: HOUR }),
      expires_in: HOUR,
      token_type: 'Bearer',
      scope: GOOGLE_BUSINESS_SCOPE,
      ...(withRefresh
        ? { refresh_token: await store.issueToken(PLATFORM, email, { prefix: '1//', kind: 'refresh' }) }
        : {}),
    });

    server.post<{ Body: Record<string, string> }>('/token', async (request, reply) => {
      const body = request.body ?? {};
      if (
        body['client_id'] !== GOOGLE_SIMULATOR_CLIENT.clientId ||
        body['client_secret'] !== GOOGLE_SIMULATOR_CLIENT.clientSecret
      ) {
        return reply.status(401).send({ error: 'invalid_client', error_description: 'Unauthorized' });
      }
      if (body['grant_type'] === 'refresh_token') {
        const current = await store.findToken(body['refresh_token']);
        if (!current || current.platform !== PLATFORM || current.kind !== 'refresh' || current.revoked) {
          return reply
            .status(400)
            .send({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        }
        return personTokens(current.account, false);
      }
      if (body['grant_type'] !== 'authorization_code')
        return reply.status(400).send({ error: 'unsupported_grant_type' });
      const grant = body['code'] ? await store.consumeCode(PLATFORM, body['code']) : null;
      if (!grant || grant.redirectUri !== body['redirect_uri']) {
        return reply.status(400).send({ error: 'invalid_grant', error_description: 'Bad Request' });
      }
      return personTokens(grant.account, true);
    });

    /** The signed-in person (e-mail) of a bearer access token; answers 401 itself. */
    async function person(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
      const token = await store.findToken(request.headers.authorization?.replace(/^Bearer /i, ''));
      if (!token || token.platform !== PLATFORM || token.kind === 'refresh' || token.expired || token.revoked) {
        await googleError(reply, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
        return null;
      }
      return token.account;
    }

    /** The location of `accounts/{a}/locations/{l}` when this person manages it; answers 403/404 itself. */
    async function managedLocation(
      request: FastifyRequest<{ Params: { accountId: string; locationId: string } }>,
      reply: FastifyReply,
    ): Promise<Location | null> {
      const email = await person(request, reply);
      if (!email) return null;
      const { accountId, locationId } = request.params;
      const found = (await locations(context)).find(
        (entry) => entry.id === locationId && entry.account === `accounts/${accountId}`,
      );
      if (!found) {
        await googleError(reply, 404, 'NOT_FOUND', 'Requested entity was not found.');
        return null;
      }
      if (!found.managers.includes(email)) {
        await googleError(reply, 403, 'PERMISSION_DENIED', 'The caller does not have permission');
        return null;
      }
      return found;
    }

    server.get('/accountmanagement/v1/accounts', async (request, reply) => {
      const email = await person(request, reply);
      if (!email) return reply;
      const mine = new Map<string, string>();
      for (const entry of await locations(context)) {
        if (entry.managers.includes(email)) mine.set(entry.account, entry.accountName);
      }
      return {
        accounts: [...mine].map(([name, accountName]) => ({
          name,
          accountName,
          type: 'LOCATION_GROUP',
          role: 'OWNER',
          verificationState: 'VERIFIED',
          vettedState: 'NOT_VETTED',
        })),
      };
    });

    server.get<{ Params: { accountId: string }; Querystring: Record<string, string> }>(
      '/businessinformation/v1/accounts/:accountId/locations',
      async (request, reply) => {
        const email = await person(request, reply);
        if (!email) return reply;
        if (!request.query['readMask']) {
          return googleError(reply, 400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
        }
        const fields = request.query['readMask'].split(',').map((field) => field.trim());
        const pageSize = Math.min(Math.max(Number(request.query['pageSize'] ?? 10) || 10, 1), 100);
        const offset = decodeToken(request.query['pageToken']);
        const all = (await locations(context)).filter(
          (entry) => entry.account === `accounts/${request.params.accountId}` && entry.managers.includes(email),
        );
        const page = all.slice(offset, offset + pageSize).map((entry) => {
          const full: Record<string, unknown> = {
            name: `locations/${entry.id}`,
            title: entry.title,
            storefrontAddress: entry.address,
          };
          return Object.fromEntries(Object.entries(full).filter(([key]) => fields.includes(key)));
        });
        const next = offset + pageSize < all.length ? { nextPageToken: encodeToken(offset + pageSize) } : {};
        return { locations: page, ...next };
      },
    );

    type ReviewParams = { accountId: string; locationId: string; reviewId: string };

    server.get<{ Params: { accountId: string; locationId: string }; Querystring: Record<string, string> }>(
      '/v4/accounts/:accountId/locations/:locationId/reviews',
      async (request, reply) => {
        const location = await managedLocation(request, reply);
        if (!location) return reply;
        const pageSize = Math.min(Math.max(Number(request.query['pageSize'] ?? 50) || 50, 1), 50);
        const offset = decodeToken(request.query['pageToken']);
        const all = await locationReviews(context, location);
        const orderBy = request.query['orderBy'] ?? 'updateTime desc';
        if (orderBy === 'updateTime asc') all.reverse();
        const rated = all.map(
          (review) => ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'].indexOf(String(review['starRating'])) + 1,
        );
        const average = rated.length ? rated.reduce((sum, value) => sum + value, 0) / rated.length : 0;
        const next = offset + pageSize < all.length ? { nextPageToken: encodeToken(offset + pageSize) } : {};
        return {
          reviews: all.slice(offset, offset + pageSize),
          averageRating: Math.round(average * 10) / 10,
          totalReviewCount: all.length,
          ...next,
        };
      },
    );

    async function findReview(request: FastifyRequest<{ Params: ReviewParams }>, reply: FastifyReply) {
      const location = await managedLocation(request, reply);
      if (!location) return null;
      const review = (await locationReviews(context, location)).find(
        (entry) => entry.reviewId === request.params.reviewId,
      );
      if (!review) {
        await googleError(reply, 404, 'NOT_FOUND', 'Requested entity was not found.');
        return null;
      }
      return { location, review };
    }

    server.get<{ Params: ReviewParams }>(
      '/v4/accounts/:accountId/locations/:locationId/reviews/:reviewId',
      async (request, reply) => (await findReview(request, reply))?.review ?? reply,
    );

    server.put<{ Params: ReviewParams; Body: { comment?: unknown } }>(
      '/v4/accounts/:accountId/locations/:locationId/reviews/:reviewId/reply',
      async (request, reply) => {
        const found = await findReview(request, reply);
        if (!found) return reply;
        const comment = request.body?.comment;
        if (typeof comment !== 'string' || !comment.trim() || comment.length > 4096) {
          return googleError(reply, 400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
        }
        const updateTime = new Date().toISOString();
        await store.recordReply({
          platform: PLATFORM,
          account: found.location.id,
          targetId: request.params.reviewId,
          message: comment,
          request: { comment },
          makeReplyId: () => `${found.review.name}/reply`,
        });
        await setReply(context, found.review.name, { comment, updateTime });
        return { comment, updateTime };
      },
    );

    server.delete<{ Params: ReviewParams }>(
      '/v4/accounts/:accountId/locations/:locationId/reviews/:reviewId/reply',
      async (request, reply) => {
        const found = await findReview(request, reply);
        if (!found) return reply;
        if (!found.review['reviewReply'])
          return googleError(reply, 404, 'NOT_FOUND', 'Requested entity was not found.');
        await setReply(context, found.review.name, null);
        return {};
      },
    );

    server.patch<{ Params: { accountId: string }; Body: { pubsubTopic?: unknown; notificationTypes?: unknown } }>(
      '/notifications/v1/accounts/:accountId/notificationSetting',
      async (request, reply) => {
        const email = await person(request, reply);
        if (!email) return reply;
        const account = `accounts/${request.params.accountId}`;
        const managed = (await locations(context)).some(
          (entry) => entry.account === account && entry.managers.includes(email),
        );
        if (!managed) return googleError(reply, 403, 'PERMISSION_DENIED', 'The caller does not have permission');
        const topic = request.body?.pubsubTopic;
        const types = request.body?.notificationTypes;
        if (typeof topic !== 'string' || !/^projects\/[^/]+\/topics\/[^/]+$/.test(topic) || !Array.isArray(types)) {
          return googleError(reply, 400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
        }
        await subscribeAccount(context, account, types.includes('NEW_REVIEW') ? topic : '');
        return { name: `${account}/notificationSetting`, pubsubTopic: topic, notificationTypes: types };
      },
    );
  };
}
