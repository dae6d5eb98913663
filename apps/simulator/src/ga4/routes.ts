import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { GOOGLE_SIMULATOR_CLIENT } from '@bizamply/contracts';
import { z } from 'zod';
import type { SimulatorContext } from '../common/context.ts';
import { accountFromState, registerConsent } from '../common/oauth.ts';
import type { TokenRow } from '../store/db.ts';
import { DEMO_ACCOUNTS, resolveAlias } from '../store/demo.ts';
import { numberFor, randomFor } from '../store/generate.ts';

const DAY = 24 * 60 * 60 * 1000;
const googleError = (reply: FastifyReply, code: number, status: string, message: string) =>
  reply.status(code).send({ error: { code, message, status } });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HOUR = 3599;

interface Property {
  id: string;
  name: string;
  /** Google accounts (simulated people) with access: their consent's accountSummaries list it. */
  users: string[];
}

const usersOf = (data: Record<string, unknown>) =>
  Array.isArray(data['users']) ? data['users'].filter((entry): entry is string => typeof entry === 'string') : [];

async function properties(context: SimulatorContext): Promise<Property[]> {
  const stored = await context.store.listAccounts('google');
  return [
    ...DEMO_ACCOUNTS.google.map((entry) => ({ id: entry.account, name: entry.name, users: [...entry.users] })),
    ...stored.map((entry) => ({
      id: entry.account,
      name: String(entry.data['displayName'] ?? 'GA4 property'),
      users: usersOf(entry.data),
    })),
  ];
}

/** Our service account (`*`) reads every property shared with it; a person's token only theirs. */
const canRead = (token: TokenRow, property: Property) =>
  token.account === '*' || token.account === property.id || property.users.includes(token.account);

async function addPropertyUser(
  context: SimulatorContext,
  input: { propertyId: string; displayName: string; user: string },
): Promise<Property> {
  const current = (await properties(context)).find((entry) => entry.id === input.propertyId);
  const users = [...new Set([...(current?.users ?? []), input.user])];
  await context.store.upsertAccount('google', input.propertyId, { displayName: input.displayName, users });
  return { id: input.propertyId, name: input.displayName, users };
}

/** `28daysAgo`, `today`, `yesterday` or YYYY-MM-DD to a date. */
function resolveDate(value: unknown, now: number): Date | null {
  if (value === 'today') return new Date(now);
  if (value === 'yesterday') return new Date(now - DAY);
  const ago = typeof value === 'string' ? /^(\d+)daysAgo$/.exec(value) : null;
  if (ago) return new Date(now - Number(ago[1]) * DAY);
  const parsed =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

/**
 * Google Analytics 4: the merchant's consent (authorization code + refresh grants, analytics.readonly), a
 * service-account token endpoint (JWT bearer grant), the Admin API property lookup and account summaries
 * (a person's token sees the properties that person can read), and the Data API `runReport` with
 * deterministic rows per date.
 */
export function ga4Routes(context: SimulatorContext): FastifyPluginAsync {
  const { store } = context;
  return async (server) => {
    // The merchant's consent (issue 13): a Google person signs in and allows analytics.readonly. A person
    // who can read no property gets one of their own, so a hand-run demo always has one to connect.
    registerConsent(server, context, {
      platform: 'google',
      label: 'Google Analytics',
      segment: 'ga4',
      authorizePath: '/o/oauth2/v2/auth',
      clientId: GOOGLE_SIMULATOR_CLIENT.clientId,
      accountLabel: 'Google account (e-mail)',
      defaultAccount: (query) => `${accountFromState(query['state'], 'analytics.')}@gmail.test`,
      account: (value) => {
        const email = value.trim().toLowerCase();
        return EMAIL.test(email) && email.length <= 200 ? email : null;
      },
      onApprove: async (email) => {
        if ((await properties(context)).some((entry) => entry.users.includes(email))) return;
        const propertyId = `3${numberFor(email, 8)}`;
        await addPropertyUser(context, { propertyId, displayName: `${email.split('@')[0]} – GA4`, user: email });
      },
    });

    /** A person's tokens: access (1 h) and, on the code grant, a refresh token. */
    const personTokens = async (email: string, withRefresh: boolean) => ({
      access_token: await store.issueToken('google', email, { prefix: 'ya29.', ttlSeconds: HOUR }),
      expires_in: HOUR,
      token_type: 'Bearer',
      scope: 'https://www.googleapis.com/auth/analytics.readonly',
      ...(withRefresh
        ? { refresh_token: await store.issueToken('google', email, { prefix: '1//', kind: 'refresh' }) }
        : {}),
    });

    server.post<{ Body: Record<string, string> }>('/token', async (request, reply) => {
      const body = request.body ?? {};
      const grantType = body['grant_type'];
      if (grantType === 'authorization_code' || grantType === 'refresh_token') {
        if (
          body['client_id'] !== GOOGLE_SIMULATOR_CLIENT.clientId ||
          body['client_secret'] !== GOOGLE_SIMULATOR_CLIENT.clientSecret
        ) {
          return reply.status(401).send({ error: 'invalid_client', error_description: 'Unauthorized' });
        }
        if (grantType === 'refresh_token') {
          const current = await store.findToken(body['refresh_token']);
          if (!current || current.platform !== 'google' || current.kind !== 'refresh' || current.revoked) {
            return reply
              .status(400)
              .send({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
          }
          return personTokens(current.account, false);
        }
        const grant = body['code'] ? await store.consumeCode('google', body['code']) : null;
        if (!grant || grant.redirectUri !== body['redirect_uri']) {
          return reply.status(400).send({ error: 'invalid_grant', error_description: 'Bad Request' });
        }
        return personTokens(grant.account, true);
      }
      if (grantType !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !body['assertion']) {
        return reply.status(400).send({ error: 'unsupported_grant_type' });
      }
      // The simulator reads the claims; it does not hold the service account's public key.
      let claims: Record<string, unknown> = {};
      try {
        claims = JSON.parse(Buffer.from(body['assertion'].split('.')[1] ?? '', 'base64url').toString('utf8'));
      } catch {
        return reply.status(400).send({ error: 'invalid_grant', error_description: 'Invalid JWT' });
      }
      const scopeOk = String(claims['scope'] ?? '').includes('analytics.readonly');
      if (claims['iss'] !== context.credentials.google.clientId || !scopeOk) {
        return reply.status(400).send({ error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      }
      const token = await store.issueToken('google', '*', { prefix: 'ya29.', ttlSeconds: 3599 });
      return { access_token: token, expires_in: 3599, token_type: 'Bearer' };
    });

    const auth = async (authorization: string | undefined, reply: FastifyReply): Promise<TokenRow | null> => {
      const token = await store.findToken(authorization?.replace(/^Bearer /i, ''));
      if (!token || token.platform !== 'google' || token.kind === 'refresh' || token.expired || token.revoked) {
        await googleError(reply, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
        return null;
      }
      return token;
    };

    server.get('/admin/v1beta/accountSummaries', async (request, reply) => {
      const token = await auth(request.headers.authorization, reply);
      if (!token) return reply;
      const all = (await properties(context)).filter((entry) => canRead(token, entry));
      return {
        accountSummaries: [
          {
            name: 'accountSummaries/1000',
            account: 'accounts/1000',
            displayName: 'Bizamply clients',
            propertySummaries: all.map((entry) => ({ property: `properties/${entry.id}`, displayName: entry.name })),
          },
        ],
      };
    });

    server.get<{ Params: { id: string } }>('/admin/v1beta/properties/:id', async (request, reply) => {
      const token = await auth(request.headers.authorization, reply);
      if (!token) return reply;
      const id = resolveAlias('google', request.params.id);
      const found = (await properties(context)).find((entry) => entry.id === id && canRead(token, entry));
      if (!found) {
        return googleError(
          reply,
          403,
          'PERMISSION_DENIED',
          'User does not have sufficient permissions for this property.',
        );
      }
      return {
        name: `properties/${found.id}`,
        displayName: found.name,
        timeZone: 'America/Los_Angeles',
        currencyCode: 'USD',
        propertyType: 'PROPERTY_TYPE_ORDINARY',
      };
    });

    // `properties/{id}:runReport`: the colon is part of the last path segment.
    server.post<{ Params: { target: string }; Body: Record<string, unknown> }>(
      '/data/v1beta/properties/:target',
      async (request, reply) => {
        const token = await auth(request.headers.authorization, reply);
        if (!token) return reply;
        const [rawId, method] = request.params.target.split(':');
        const id = resolveAlias('google', rawId ?? '');
        if (method !== 'runReport') return googleError(reply, 404, 'NOT_FOUND', 'Method not found.');
        if (!(await properties(context)).some((entry) => entry.id === id && canRead(token, entry))) {
          return googleError(
            reply,
            403,
            'PERMISSION_DENIED',
            'User does not have sufficient permissions for this property.',
          );
        }
        const body = request.body ?? {};
        const range = (body['dateRanges'] as { startDate?: unknown; endDate?: unknown }[] | undefined)?.[0];
        const now = Date.now();
        const start = resolveDate(range?.startDate ?? '28daysAgo', now);
        const end = resolveDate(range?.endDate ?? 'today', now);
        if (!start || !end) return googleError(reply, 400, 'INVALID_ARGUMENT', 'Invalid date range.');
        const metrics = ((body['metrics'] as { name?: string }[] | undefined) ?? [{ name: 'activeUsers' }]).map(
          (metric) => String(metric.name),
        );
        const rows = [];
        for (let day = start.getTime(); day <= end.getTime() && rows.length < 400; day += DAY) {
          const date = new Date(day).toISOString().slice(0, 10).replaceAll('-', '');
          const random = randomFor(`ga4:${id}:${date}`);
          rows.push({
            dimensionValues: [{ value: date }],
            metricValues: metrics.map(() => ({ value: String(random.int(40, 900)) })),
          });
        }
        return {
          dimensionHeaders: [{ name: 'date' }],
          metricHeaders: metrics.map((name) => ({ name, type: 'TYPE_INTEGER' })),
          rows,
          rowCount: rows.length,
          metadata: { currencyCode: 'USD', timeZone: 'America/Los_Angeles' },
          kind: 'analyticsData#runReport',
        };
      },
    );
  };
}

/** A property and the Google account that can read it (default: a person of its own). */
export function ga4Control(app: FastifyInstance, context: SimulatorContext): void {
  app.post('/google/properties', async (request, reply) => {
    const parsed = z
      .object({
        propertyId: z.string().regex(/^[A-Za-z0-9]{1,20}$/),
        displayName: z.string().min(1).max(100),
        user: z.string().regex(EMAIL).max(200).optional(),
      })
      .strict()
      .safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
    const user = (parsed.data.user ?? `owner.${parsed.data.propertyId}@gmail.test`).toLowerCase();
    const property = await addPropertyUser(context, { ...parsed.data, user });
    return reply.status(201).send({
      property: { name: `properties/${property.id}`, displayName: property.name, users: property.users },
    });
  });
}
