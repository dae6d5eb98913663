import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SimulatorContext } from '../common/context.ts';
import { DEMO_ACCOUNTS, resolveAlias } from '../store/demo.ts';
import { randomFor } from '../store/generate.ts';

const DAY = 24 * 60 * 60 * 1000;
const googleError = (reply: FastifyReply, code: number, status: string, message: string) =>
  reply.status(code).send({ error: { code, message, status } });

async function properties(context: SimulatorContext): Promise<{ id: string; name: string }[]> {
  const stored = await context.store.listAccounts('google');
  return [
    ...DEMO_ACCOUNTS.google.map((entry) => ({ id: entry.account, name: entry.name })),
    ...stored.map((entry) => ({ id: entry.account, name: String(entry.data['displayName'] ?? 'GA4 property') })),
  ];
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
 * Google Analytics 4: a service-account token endpoint (JWT bearer grant), the Admin API property
 * lookup and account summaries, and the Data API `runReport` with deterministic rows per date.
 */
export function ga4Routes(context: SimulatorContext): FastifyPluginAsync {
  const { store } = context;
  return async (server) => {
    server.post<{ Body: Record<string, string> }>('/token', async (request, reply) => {
      const body = request.body ?? {};
      if (body['grant_type'] !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !body['assertion']) {
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

    const auth = async (authorization: string | undefined, reply: FastifyReply) => {
      const token = await store.findToken(authorization?.replace(/^Bearer /i, ''));
      if (!token || token.platform !== 'google' || token.expired || token.revoked) {
        await googleError(reply, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
        return false;
      }
      return true;
    };

    server.get('/admin/v1beta/accountSummaries', async (request, reply) => {
      if (!(await auth(request.headers.authorization, reply))) return reply;
      const all = await properties(context);
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
      if (!(await auth(request.headers.authorization, reply))) return reply;
      const id = resolveAlias('google', request.params.id);
      const found = (await properties(context)).find((entry) => entry.id === id);
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
        if (!(await auth(request.headers.authorization, reply))) return reply;
        const [rawId, method] = request.params.target.split(':');
        const id = resolveAlias('google', rawId ?? '');
        if (method !== 'runReport') return googleError(reply, 404, 'NOT_FOUND', 'Method not found.');
        if (!(await properties(context)).some((entry) => entry.id === id)) {
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

export function ga4Control(app: FastifyInstance, context: SimulatorContext): void {
  app.post('/google/properties', async (request, reply) => {
    const parsed = z
      .object({ propertyId: z.string().regex(/^[A-Za-z0-9]{1,20}$/), displayName: z.string().min(1).max(100) })
      .strict()
      .safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
    await context.store.upsertAccount('google', parsed.data.propertyId, { displayName: parsed.data.displayName });
    return reply
      .status(201)
      .send({ property: { name: `properties/${parsed.data.propertyId}`, displayName: parsed.data.displayName } });
  });
}
