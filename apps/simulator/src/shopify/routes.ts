import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SimulatorContext } from '../common/context.ts';
import { appendQuery, consentPage } from '../common/pages.ts';
import { decodeCursor, encodeCursor, sha256Hex } from '../store/generate.ts';
import { productSvg, shopLogoSvg, shopProducts } from './data.ts';
import { discountQueryCost, shopifyDiscountGraphql } from './discounts.ts';
import { billingGraphql, billingPages, isBillingQuery } from './billing.ts';
import type { ShopifyBuckets } from './throttle.ts';
import { storeGraphql, storeQueryCost } from './store.ts';

const SHOP = /^[a-z0-9][a-z0-9-]*\.(myshopify\.com|shopify\.com)$/;
const unauthorized = (reply: FastifyReply) =>
  reply.status(401).send({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });

/** Topic enum (GraphQL) to the topic string webhooks carry. */
const topicOf = (value: unknown) => (typeof value === 'string' ? value.toLowerCase().replace(/_([^_]+)$/, '/$1') : '');

/**
 * Shopify's side: per-shop OAuth (`/{shop}/admin/oauth/...`, hex HMAC on the callback query), the Admin
 * GraphQL endpoint with cost extensions and THROTTLED answers, and product images for the demo.
 */
export function shopifyRoutes(context: SimulatorContext, buckets: ShopifyBuckets): FastifyPluginAsync {
  const { store } = context;
  const app = context.credentials.shopify;
  return async (server) => {
    billingPages(server, context);
    server.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
      const index = Number(/^product-(\d{1,3})\.svg$/.exec(request.params.file)?.[1] ?? 0);
      if (!index) return reply.status(404).send({ errors: 'Not Found' });
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(productSvg(index));
    });

    server.get<{ Params: { shop: string } }>('/shops/:shop/logo.svg', async (request, reply) => {
      if (!SHOP.test(request.params.shop)) return reply.status(404).send({ errors: 'Not Found' });
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(shopLogoSvg(request.params.shop));
    });

    server.get<{ Params: { shop: string }; Querystring: Record<string, string> }>(
      '/:shop/admin/oauth/authorize',
      async (request, reply) => {
        const { shop } = request.params;
        const { client_id: clientId, redirect_uri: redirectUri, state, scope } = request.query;
        if (!SHOP.test(shop) || clientId !== app.clientId || !redirectUri || !state) {
          return reply.status(400).type('text/html').send('<h1>Oauth error invalid_request</h1>');
        }
        return reply.type('text/html').send(
          consentPage({
            platform: 'Shopify',
            action: `${context.baseUrl('shopify')}/${shop}/admin/oauth/approve`,
            hidden: { redirect_uri: redirectUri, state, client_id: clientId },
            account: { label: 'Store', value: shop },
            scopes: (scope ?? '').split(',').filter(Boolean),
          }),
        );
      },
    );

    server.get<{ Params: { shop: string }; Querystring: Record<string, string> }>(
      '/:shop/admin/oauth/approve',
      async (request, reply) => {
        const { shop } = request.params;
        const { redirect_uri: redirectUri, state, client_id: clientId, decision } = request.query;
        if (!redirectUri || !state || !clientId) return reply.status(400).send({ errors: 'invalid_request' });
        if (decision === 'deny') return reply.redirect(appendQuery(redirectUri, { error: 'access_denied', state }));
        const code = await store.issueCode('shopify', shop, clientId, redirectUri);
        const params: Record<string, string> = {
          code,
          host: Buffer.from(`admin.shopify.com/store/${shop.split('.')[0]}`).toString('base64'),
          shop,
          state,
          timestamp: String(Math.floor(Date.now() / 1000)),
        };
        // Sorted, URL-encoded `k=v&…` (hmac excluded), hex HMAC-SHA256 with the app secret.
        const message = new URLSearchParams(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1))).toString();
        return reply.redirect(appendQuery(redirectUri, { ...params, hmac: sha256Hex(app.clientSecret, message) }));
      },
    );

    server.post<{ Params: { shop: string }; Body: Record<string, string> }>(
      '/:shop/admin/oauth/access_token',
      async (request, reply) => {
        const body = request.body ?? {};
        if (body['client_id'] !== app.clientId || body['client_secret'] !== app.clientSecret) {
          return reply
            .status(400)
            .send({ error: 'invalid_client', error_description: 'Client credentials are invalid' });
        }
        const grant = typeof body['code'] === 'string' ? await store.consumeCode('shopify', body['code']) : null;
        if (!grant || grant.account !== request.params.shop) {
          return reply.status(400).send({
            error: 'invalid_request',
            error_description: 'The authorization code was not found or was already used',
          });
        }
        const token = await store.issueToken('shopify', grant.account, { prefix: 'shpat_' });
        return {
          access_token: token,
          scope: 'read_products,read_customers,read_orders,read_discounts,write_discounts',
        };
      },
    );

    server.post<{
      Params: { shop: string; version: string };
      Body: { query?: string; variables?: Record<string, unknown> };
    }>('/:shop/admin/api/:version/graphql.json', async (request, reply) => {
      const { shop } = request.params;
      const token = await store.findToken(request.headers['x-shopify-access-token'] as string | undefined);
      if (!token || token.platform !== 'shopify' || token.account !== shop || token.revoked || token.expired) {
        return unauthorized(reply);
      }
      const query = request.body?.query ?? '';
      const variables = request.body?.variables ?? {};
      const first = Math.min(Math.max(Number(variables['first'] ?? 10) || 10, 1), 250);
      const cost =
        discountQueryCost(query, first) ??
        storeQueryCost(query, first) ??
        (query.includes('webhookSubscriptionCreate') ? 10 : query.includes('products(') ? 2 + first : 1);
      const charge = buckets.charge(shop, cost);
      if (!charge.ok) {
        return {
          errors: [
            {
              message: 'Throttled',
              extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' },
            },
          ],
          extensions: { cost: { requestedQueryCost: cost, actualQueryCost: null, throttleStatus: charge.status } },
        };
      }
      const extensions = { cost: { requestedQueryCost: cost, actualQueryCost: cost, throttleStatus: charge.status } };
      if (query.includes('webhookSubscriptionCreate')) {
        const input = (variables['webhookSubscription'] ?? {}) as Record<string, unknown>;
        const callbackUrl = typeof input['callbackUrl'] === 'string' ? input['callbackUrl'] : '';
        const topic = topicOf(variables['topic']);
        if (!callbackUrl.startsWith('http') || !topic) {
          return {
            data: {
              webhookSubscriptionCreate: {
                webhookSubscription: null,
                userErrors: [{ field: ['callbackUrl'], message: 'Address is invalid' }],
              },
            },
            extensions,
          };
        }
        await store.subscribe('shopify', shop, topic, callbackUrl);
        const id = `gid://shopify/WebhookSubscription/${crypto.createHash('sha1').update(`${shop}${topic}${callbackUrl}`).digest().readUInt32BE(0)}`;
        return { data: { webhookSubscriptionCreate: { webhookSubscription: { id }, userErrors: [] } }, extensions };
      }
      if (query.includes('products(')) {
        const all = await shopProducts(context, shop);
        const offset = decodeCursor(variables['after']);
        const page = all.slice(offset, offset + first);
        return {
          data: {
            products: {
              edges: page.map((product, index) => ({
                cursor: encodeCursor(offset + index + 1),
                node: {
                  id: product.id,
                  title: product.title,
                  handle: product.handle,
                  status: product.status,
                  updatedAt: product.updatedAt,
                  featuredImage: { url: product.image, altText: product.title, width: 240, height: 240 },
                  featuredMedia: { preview: { image: { url: product.image, altText: product.title } } },
                },
              })),
              pageInfo: {
                hasNextPage: offset + page.length < all.length,
                endCursor: encodeCursor(offset + page.length),
              },
            },
          },
          extensions,
        };
      }
      const storeData = await storeGraphql(context, shop, query, variables);
      if (storeData) return { data: storeData, extensions };
      if (isBillingQuery(query, variables))
        return { data: await billingGraphql(context, shop, query, variables), extensions };
      const discounts = await shopifyDiscountGraphql(context, shop, query, variables);
      if (discounts) return { ...discounts, extensions };
      if (/\bshop\s*\{/.test(query)) {
        return {
          data: { shop: { name: shop.split('.')[0], myshopifyDomain: shop, email: `owner@${shop}` } },
          extensions,
        };
      }
      return {
        errors: [
          {
            message:
              'This simulator answers products, product, customers, orders, shop and webhookSubscriptionCreate only',
          },
        ],
      };
    });
  };
}
