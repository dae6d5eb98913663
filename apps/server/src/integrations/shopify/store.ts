import { z } from 'zod';
import type { CustomerItem, IntegrationDeps, PlatformConnection } from '../types.ts';
import { shopifyGraphql } from './client.ts';

/**
 * Read-only Admin GraphQL reads of the store for replies (issue 17): a product's facts, the brand's customers
 * (synced with the catalogue) and a customer's latest order with its fulfilment and tracking. Scopes:
 * read_products, read_customers, read_orders.
 */

const money = z.object({ amount: z.string().max(40), currencyCode: z.string().max(10) });
const productSchema = z.object({
  id: z.string().max(200),
  title: z.string().max(1000),
  handle: z.string().max(1000).nullable().optional(),
  status: z.string().max(40).nullable().optional(),
  onlineStoreUrl: z.string().max(2000).nullable().optional(),
  totalInventory: z.number().int().nullable().optional(),
  tracksInventory: z.boolean().nullable().optional(),
  priceRangeV2: z.object({ minVariantPrice: money, maxVariantPrice: money }).nullable().optional(),
  variants: z
    .object({
      nodes: z.array(
        z.object({
          title: z.string().max(300),
          price: z.string().max(40).nullable().optional(),
          availableForSale: z.boolean().nullable().optional(),
        }),
      ),
    })
    .nullable()
    .optional(),
});

const PRODUCT_QUERY = `query($id: ID!){ product(id: $id){ id title handle status onlineStoreUrl totalInventory tracksInventory
  priceRangeV2{ minVariantPrice{ amount currencyCode } maxVariantPrice{ amount currencyCode } }
  variants(first: 20){ nodes{ title price availableForSale } } } }`;

export interface ProductFacts {
  id: string;
  title: string;
  url: string | null;
  /** null when the store does not track stock for it. */
  available: boolean | null;
  priceMin: number | null;
  priceMax: number | null;
  currency: string | null;
  variants: { title: string; available: boolean | null }[];
}

const toNumber = (value: string | null | undefined) => {
  const number = value === null || value === undefined ? NaN : Number(value);
  return Number.isFinite(number) ? number : null;
};

export async function readProductFacts(
  deps: IntegrationDeps,
  connection: PlatformConnection,
  productId: string,
): Promise<ProductFacts | null> {
  const id = productId.startsWith('gid://') ? productId : `gid://shopify/Product/${productId}`;
  const data = await shopifyGraphql(deps, {
    shop: connection.externalId,
    accessToken: connection.credentials.accessToken,
    query: PRODUCT_QUERY,
    variables: { id },
    data: z.object({ product: productSchema.nullable() }),
  });
  const product = data.product;
  if (!product || (product.status && product.status !== 'ACTIVE')) return null;
  const variants = (product.variants?.nodes ?? [])
    .filter((variant) => variant.title !== 'Default Title')
    .map((variant) => ({ title: variant.title, available: variant.availableForSale ?? null }));
  const anyVariantFlag = (product.variants?.nodes ?? []).some(
    (variant) => typeof variant.availableForSale === 'boolean',
  );
  const available = anyVariantFlag
    ? (product.variants?.nodes ?? []).some((variant) => variant.availableForSale === true)
    : product.tracksInventory && typeof product.totalInventory === 'number'
      ? product.totalInventory > 0
      : null;
  return {
    id: product.id,
    title: product.title,
    url: product.onlineStoreUrl ?? null,
    available,
    priceMin: toNumber(product.priceRangeV2?.minVariantPrice.amount),
    priceMax: toNumber(product.priceRangeV2?.maxVariantPrice.amount),
    currency: product.priceRangeV2?.minVariantPrice.currencyCode ?? null,
    variants,
  };
}

const CUSTOMERS_QUERY = `query($first:Int!,$after:String,$query:String){ customers(first:$first, after:$after, query:$query, sortKey:UPDATED_AT){
  edges{ cursor node{ id displayName numberOfOrders defaultEmailAddress{ emailAddress } } }
  pageInfo{ hasNextPage endCursor } } }`;
const customersSchema = z.object({
  customers: z.object({
    edges: z.array(
      z.object({
        node: z.object({
          id: z.string().max(200),
          displayName: z.string().max(300).nullable().optional(),
          numberOfOrders: z
            .union([z.string().max(20), z.number()])
            .nullable()
            .optional(),
          defaultEmailAddress: z
            .object({ emailAddress: z.string().max(320).nullable() })
            .nullable()
            .optional(),
        }),
      }),
    ),
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().max(1000).nullable() }),
  }),
});

/** Every customer (or those updated since `since`), page by page. */
export async function syncCustomers(
  deps: IntegrationDeps,
  connection: PlatformConnection,
  since: Date | null,
  sink: (items: CustomerItem[]) => Promise<void>,
): Promise<void> {
  let after: string | null = null;
  const filter = since ? `updated_at:>'${since.toISOString()}'` : null;
  do {
    const page: z.infer<typeof customersSchema> = await shopifyGraphql(deps, {
      shop: connection.externalId,
      accessToken: connection.credentials.accessToken,
      query: CUSTOMERS_QUERY,
      variables: { first: 100, after, query: filter },
      data: customersSchema,
    });
    await sink(
      page.customers.edges.map(({ node }) => ({
        externalId: node.id,
        email: node.defaultEmailAddress?.emailAddress?.toLowerCase() ?? null,
        displayName: node.displayName ?? null,
        ordersCount: Number(node.numberOfOrders ?? 0) || 0,
      })),
    );
    after = page.customers.pageInfo.hasNextPage ? page.customers.pageInfo.endCursor : null;
  } while (after);
}

const ORDERS_QUERY = `query($query:String!){ orders(first: 1, query: $query, sortKey: CREATED_AT, reverse: true){ nodes{
  id name createdAt cancelledAt displayFulfillmentStatus
  fulfillments(first: 5){ status displayStatus createdAt inTransitAt deliveredAt estimatedDeliveryAt trackingInfo(first: 3){ company number url } } } } }`;
const fulfillmentSchema = z.object({
  status: z.string().max(40).nullable().optional(),
  displayStatus: z.string().max(40).nullable().optional(),
  createdAt: z.string().max(40).nullable().optional(),
  inTransitAt: z.string().max(40).nullable().optional(),
  deliveredAt: z.string().max(40).nullable().optional(),
  estimatedDeliveryAt: z.string().max(40).nullable().optional(),
  trackingInfo: z
    .array(
      z.object({
        company: z.string().max(200).nullable().optional(),
        number: z.string().max(200).nullable().optional(),
        url: z.string().max(2000).nullable().optional(),
      }),
    )
    .nullable()
    .optional(),
});
const ordersSchema = z.object({
  orders: z.object({
    nodes: z.array(
      z.object({
        id: z.string().max(200),
        name: z.string().max(100),
        createdAt: z.string().max(40),
        cancelledAt: z.string().max(40).nullable().optional(),
        displayFulfillmentStatus: z.string().max(40),
        fulfillments: z.array(fulfillmentSchema).nullable().optional(),
      }),
    ),
  }),
});

/** Where a customer's latest order stands, in the few states a reply speaks of. */
export type OrderState = 'cancelled' | 'unfulfilled' | 'in_transit' | 'delivered' | 'partially_fulfilled';

export interface OrderFacts {
  name: string;
  createdAt: Date;
  state: OrderState;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  estimatedDeliveryAt: Date | null;
}

const date = (value: string | null | undefined) => {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time);
};

/** Shopify's search syntax: a quoted value, with quotes and backslashes escaped. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The customer's most recent order (by e-mail, else by the customer's exact name), or null. */
export async function readLatestOrder(
  deps: IntegrationDeps,
  connection: PlatformConnection,
  customer: { email: string | null; name: string | null },
): Promise<OrderFacts | null> {
  let query = customer.email ? `email:${quoted(customer.email)}` : null;
  if (!query && customer.name) {
    // Orders cannot be searched by the buyer's name: find the one customer of that name first.
    const found = await shopifyGraphql(deps, {
      shop: connection.externalId,
      accessToken: connection.credentials.accessToken,
      query: CUSTOMERS_QUERY,
      variables: { first: 2, after: null, query: quoted(customer.name) },
      data: customersSchema,
    });
    const [only, other] = found.customers.edges;
    if (!only || other) return null;
    query = `customer_id:${only.node.id.split('/').pop() ?? ''}`;
  }
  if (!query) return null;
  const data = await shopifyGraphql(deps, {
    shop: connection.externalId,
    accessToken: connection.credentials.accessToken,
    query: ORDERS_QUERY,
    variables: { query },
    data: ordersSchema,
  });
  const order = data.orders.nodes[0];
  if (!order) return null;
  const fulfillments = (order.fulfillments ?? []).filter((entry) => entry.status !== 'CANCELLED');
  const latest = fulfillments[fulfillments.length - 1];
  const tracking = latest?.trackingInfo?.[0];
  const delivered = latest?.displayStatus === 'DELIVERED' || Boolean(latest?.deliveredAt);
  const state: OrderState = order.cancelledAt
    ? 'cancelled'
    : delivered
      ? 'delivered'
      : order.displayFulfillmentStatus === 'PARTIALLY_FULFILLED'
        ? 'partially_fulfilled'
        : latest
          ? 'in_transit'
          : 'unfulfilled';
  return {
    name: order.name,
    createdAt: date(order.createdAt) ?? new Date(0),
    state,
    carrier: tracking?.company ?? null,
    trackingNumber: tracking?.number ?? null,
    trackingUrl: tracking?.url ?? null,
    shippedAt: date(latest?.inTransitAt ?? latest?.createdAt),
    deliveredAt: date(latest?.deliveredAt),
    estimatedDeliveryAt: date(latest?.estimatedDeliveryAt),
  };
}
