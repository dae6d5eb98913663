import { z } from 'zod';
import { PlatformError, parseBody, type HttpResult } from '../http.ts';
import type { IntegrationDeps } from '../types.ts';

const throttleSchema = z.object({
  maximumAvailable: z.number(),
  currentlyAvailable: z.number(),
  restoreRate: z.number().positive(),
});
const costSchema = z
  .object({ cost: z.object({ requestedQueryCost: z.number(), throttleStatus: throttleSchema }).optional() })
  .optional();
const responseSchema = z.object({
  data: z.unknown().optional(),
  errors: z
    .union([
      z.string(),
      z.array(
        z.object({ message: z.string().max(2000), extensions: z.object({ code: z.string() }).partial().optional() }),
      ),
    ])
    .optional(),
  extensions: costSchema,
});

function classify(result: HttpResult): PlatformError | null {
  const { status } = result;
  if (status === 401 || status === 403) {
    return new PlatformError('shopify', 'auth', 'Shopify no longer accepts our access token', status);
  }
  if (status === 404) return new PlatformError('shopify', 'not_found', 'Shopify store not found', status);
  if (status === 402 || status === 423)
    return new PlatformError('shopify', 'rejected', 'The store is unavailable', status);
  if (status === 429) return new PlatformError('shopify', 'rate_limit', 'Shopify rate limit reached', status);
  if (status >= 500) return new PlatformError('shopify', 'transient', `Shopify answered HTTP ${status}`, status);
  if (status >= 400) return new PlatformError('shopify', 'rejected', `Shopify answered HTTP ${status}`, status);
  return null;
}

const MAX_THROTTLE_WAITS = 5;

/**
 * Admin GraphQL with Shopify's cost-based limits: a THROTTLED answer (HTTP 200 or 429) waits for the
 * bucket to refill `(requested - available) / restoreRate` seconds; after each success, when the bucket
 * is lower than what the query just cost, we pause before the next call instead of hitting the limit.
 */
export async function shopifyGraphql<T extends z.ZodType>(
  deps: IntegrationDeps,
  input: { shop: string; accessToken: string; query: string; variables?: Record<string, unknown>; data: T },
): Promise<z.infer<T>> {
  const { settings, http } = deps;
  const url = `${settings.shopify.shopBase(input.shop)}/admin/api/${settings.shopify.apiVersion}/graphql.json`;
  for (let wait = 0; ; wait += 1) {
    const result = await http.send({
      platform: 'shopify',
      method: 'POST',
      url,
      headers: { 'x-shopify-access-token': input.accessToken },
      json: { query: input.query, variables: input.variables ?? {} },
      classify,
      idempotent: !input.query.trimStart().startsWith('mutation'),
    });
    const body = parseBody('shopify', responseSchema, result.body, 'GraphQL response');
    const cost = body.extensions?.cost;
    const errors = typeof body.errors === 'string' ? [{ message: body.errors }] : (body.errors ?? []);
    const throttled = errors.some(
      (error) => 'extensions' in error && (error.extensions as { code?: string } | undefined)?.code === 'THROTTLED',
    );
    if (throttled) {
      if (wait >= MAX_THROTTLE_WAITS) throw new PlatformError('shopify', 'rate_limit', 'Shopify kept throttling us');
      const status = cost?.throttleStatus;
      const missing = status ? Math.max(0, (cost?.requestedQueryCost ?? 0) - status.currentlyAvailable) : 0;
      await http.sleep(status ? Math.ceil((missing / status.restoreRate) * 1000) : 1000);
      continue;
    }
    if (errors.length > 0) {
      throw new PlatformError('shopify', 'rejected', `Shopify refused the query: ${errors[0]?.message ?? 'error'}`);
    }
    if (cost && cost.throttleStatus.currentlyAvailable < cost.requestedQueryCost) {
      const missing = cost.requestedQueryCost - cost.throttleStatus.currentlyAvailable;
      await http.sleep(Math.ceil((missing / cost.throttleStatus.restoreRate) * 1000));
    }
    return parseBody('shopify', input.data, body.data, 'GraphQL data');
  }
}
