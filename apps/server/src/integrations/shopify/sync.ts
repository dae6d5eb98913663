import { z } from 'zod';
import type { IntegrationDeps, PlatformAdapter, ProductItem } from '../types.ts';
import { shopifyGraphql } from './client.ts';
import { syncCustomers } from './store.ts';

const PAGE_SIZE = 50;
const PRODUCTS_QUERY = `query($first:Int!,$after:String,$query:String){ products(first:$first, after:$after, query:$query, sortKey:UPDATED_AT){
  edges{ cursor node{ id title handle status featuredImage{ url altText } featuredMedia{ preview{ image{ url altText } } } } }
  pageInfo{ hasNextPage endCursor } } }`;

const productsSchema = z.object({
  products: z.object({
    edges: z.array(
      z.object({
        node: z.object({
          id: z.string().max(200),
          title: z.string().max(1000),
          handle: z.string().max(1000).nullable().optional(),
          featuredImage: z
            .object({ url: z.string().max(2000) })
            .nullable()
            .optional(),
          featuredMedia: z
            .object({ preview: z.object({ image: z.object({ url: z.string().max(2000) }).nullable() }).nullable() })
            .nullable()
            .optional(),
        }),
      }),
    ),
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().max(1000).nullable() }),
  }),
});

const WEBHOOK_MUTATION = `mutation($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!){
  webhookSubscriptionCreate(topic:$topic, webhookSubscription:$webhookSubscription){ webhookSubscription{ id } userErrors{ field message } } }`;
const WEBHOOK_TOPICS = ['PRODUCTS_CREATE', 'PRODUCTS_UPDATE', 'APP_UNINSTALLED'];

/** Resolves a product image the simulator serves by path against the shop's origin. */
function absolute(url: string | undefined, base: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, base).toString();
  } catch {
    return null;
  }
}

/** Shopify: products (for review context and the Instagram association), customers and the store's webhooks. */
export function shopifyAdapter(deps: IntegrationDeps): PlatformAdapter {
  return {
    platform: 'shopify',
    async sync(connection, options, sink) {
      const shop = connection.externalId;
      const base = deps.settings.shopify.shopBase(shop);
      let after: string | null = null;
      const filter = options.since ? `updated_at:>'${options.since.toISOString()}'` : null;
      do {
        const page: z.infer<typeof productsSchema> = await shopifyGraphql(deps, {
          shop,
          accessToken: connection.credentials.accessToken,
          query: PRODUCTS_QUERY,
          variables: { first: PAGE_SIZE, after, query: filter },
          data: productsSchema,
        });
        const products: ProductItem[] = page.products.edges.map(({ node }) => ({
          externalId: node.id,
          title: node.title,
          handle: node.handle ?? null,
          imageUrl: absolute(node.featuredImage?.url ?? node.featuredMedia?.preview?.image?.url ?? undefined, base),
        }));
        await sink.products(products);
        after = page.products.pageInfo.hasNextPage ? page.products.pageInfo.endCursor : null;
      } while (after);
      const customers = sink.customers;
      if (customers) await syncCustomers(deps, connection, options.since, customers);
    },
    async registerWebhooks(connection) {
      for (const topic of WEBHOOK_TOPICS) {
        await shopifyGraphql(deps, {
          shop: connection.externalId,
          accessToken: connection.credentials.accessToken,
          query: WEBHOOK_MUTATION,
          variables: {
            topic,
            webhookSubscription: { callbackUrl: `${deps.settings.publicUrl}/webhooks/shopify`, format: 'JSON' },
          },
          data: z.object({
            webhookSubscriptionCreate: z.object({ userErrors: z.array(z.object({ message: z.string() })) }),
          }),
        });
      }
    },
  };
}
