import { DEMO_SHOP_CUSTOMERS, DEMO_SHOPS, demoTrackingUrl, type DemoShopCustomer } from '@bizamply/contracts';
import type { SimulatorContext } from '../common/context.ts';
import { decodeCursor, encodeCursor, historyAnchor, numberFor, personName, randomFor } from '../store/generate.ts';
import { shopProducts, type SimProduct } from './data.ts';

/**
 * The store side of the Admin GraphQL API for replies (issue 17): a product's price, variants, stock and
 * storefront address; the shop's customers; their orders with fulfilment status and tracking — for the demo
 * shops exactly the customers and orders of DEMO_SHOP_CUSTOMERS, so a reply can quote a real order status.
 */

const DAY = 24 * 60 * 60 * 1000;
const CURRENCY: Record<string, string> = { 'lumen-skincare.myshopify.com': 'EUR' };

function variantTitles(title: string): string[] {
  if (/beans|roast|blend/i.test(title)) return ['250 g', '1 kg'];
  if (/serum|cream|oil|cleanser|mask|sunscreen/i.test(title)) return ['30 ml', '50 ml'];
  return ['Default Title'];
}

/** A product as the Admin API's Product object, with deterministic prices; one in each demo shop is sold out. */
export function productNode(shop: string, product: SimProduct) {
  const random = randomFor(`price:${product.id}`);
  const demoIndex = DEMO_SHOPS.find((entry) => entry.domain === shop)?.products.findIndex((p) => p.id === product.id);
  const soldOut = demoIndex === undefined || demoIndex < 0 ? random.chance(0.1) : demoIndex === 3;
  const base = random.int(9, 48);
  const currencyCode = CURRENCY[shop] ?? 'USD';
  const variants = variantTitles(product.title).map((title, index) => ({
    title,
    price: (base + index * random.int(8, 20)).toFixed(2),
    availableForSale: !soldOut,
    inventoryQuantity: soldOut ? 0 : random.int(3, 80),
  }));
  const prices = variants.map((variant) => variant.price);
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    status: product.status,
    onlineStoreUrl: `https://${shop}/products/${product.handle}`,
    tracksInventory: true,
    totalInventory: variants.reduce((sum, variant) => sum + variant.inventoryQuantity, 0),
    priceRangeV2: {
      minVariantPrice: { amount: prices[0] ?? '0.00', currencyCode },
      maxVariantPrice: { amount: prices[prices.length - 1] ?? '0.00', currencyCode },
    },
    variants: { nodes: variants.map(({ inventoryQuantity: _quantity, ...variant }) => variant) },
  };
}

interface SimCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  orders: ReturnType<typeof orderNode>[];
}

function orderNode(shop: string, customer: DemoShopCustomer, index: number, anchor: number) {
  const order = customer.orders[index];
  if (!order) throw new Error('no such order');
  const at = (days: number | undefined) => (days === undefined ? null : new Date(anchor - days * DAY).toISOString());
  const fulfilled = order.state !== 'unfulfilled';
  return {
    id: `gid://shopify/Order/${5_000_000_000 + order.number}`,
    name: `#${order.number}`,
    email: customer.email,
    createdAt: at(order.daysAgo),
    cancelledAt: null,
    displayFulfillmentStatus: fulfilled ? 'FULFILLED' : 'UNFULFILLED',
    fulfillments: fulfilled
      ? [
          {
            status: 'SUCCESS',
            displayStatus: order.state === 'delivered' ? 'DELIVERED' : 'IN_TRANSIT',
            createdAt: at(order.shippedDaysAgo),
            inTransitAt: at(order.shippedDaysAgo),
            deliveredAt: at(order.deliveredDaysAgo),
            estimatedDeliveryAt: null,
            trackingInfo:
              order.carrier && order.tracking
                ? [
                    {
                      company: order.carrier,
                      number: order.tracking,
                      url: demoTrackingUrl(order.carrier, order.tracking),
                    },
                  ]
                : [],
          },
        ]
      : [],
    productId: DEMO_SHOPS.find((entry) => entry.domain === shop)?.products[order.productIndex]?.id ?? null,
  };
}

/** The shop's customers: the demo ones with their orders, then a few generated ones without orders. */
export function shopCustomers(shop: string): SimCustomer[] {
  const anchor = historyAnchor();
  const demo = (DEMO_SHOP_CUSTOMERS[shop] ?? []).map((customer, index) => ({
    id: `gid://shopify/Customer/${6_000_000_000 + index + 1}`,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    orders: customer.orders.map((_, orderIndex) => orderNode(shop, customer, orderIndex, anchor)),
  }));
  const random = randomFor(`customers:${shop}`);
  const generated = Array.from({ length: 6 }, (_, index) => {
    const person = personName(random);
    const [firstName = '', lastName = ''] = person.name.split(' ');
    return {
      id: `gid://shopify/Customer/${7_000_000_000 + Number(numberFor(`${shop}:${index}`, 6))}`,
      firstName,
      lastName,
      email: person.email,
      orders: [],
    };
  });
  return [...demo, ...generated];
}

const unquote = (value: string) => value.replace(/^"|"$/g, '').replace(/\\(["\\])/g, '$1');

/** The search syntax we use: `email:"x"`, `customer_id:123`, a bare quoted name; `updated_at:` is ignored. */
function matches(customer: SimCustomer, search: string | null): boolean {
  if (!search) return true;
  const email = /email:("(?:[^"\\]|\\.)*"|\S+)/.exec(search)?.[1];
  if (email) return customer.email === unquote(email).toLowerCase();
  const id = /customer_id:(\d+)/.exec(search)?.[1];
  if (id) return customer.id.endsWith(`/${id}`);
  const name = /^"((?:[^"\\]|\\.)*)"$/.exec(search.trim())?.[1];
  if (name) return `${customer.firstName} ${customer.lastName}`.toLowerCase() === unquote(name).toLowerCase();
  return !/:/.test(search) || /^updated_at:/.test(search.trim());
}

const page = <T>(all: T[], first: number, after: unknown) => {
  const offset = decodeCursor(after);
  const slice = all.slice(offset, offset + first);
  return {
    slice,
    offset,
    pageInfo: { hasNextPage: offset + slice.length < all.length, endCursor: encodeCursor(offset + slice.length) },
  };
};

/** Answers product(id:), customers(...) and orders(...) queries; null when the query is none of them. */
export async function storeGraphql(
  context: SimulatorContext,
  shop: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const first = Math.min(Math.max(Number(variables['first'] ?? 10) || 10, 1), 250);
  const search = typeof variables['query'] === 'string' ? variables['query'] : null;
  if (/\bproduct\s*\(\s*id:/.test(query)) {
    const product = (await shopProducts(context, shop)).find((entry) => entry.id === variables['id']);
    return { product: product ? productNode(shop, product) : null };
  }
  if (/\bcustomers\s*\(/.test(query)) {
    const { slice, offset, pageInfo } = page(
      shopCustomers(shop).filter((customer) => matches(customer, search)),
      first,
      variables['after'],
    );
    return {
      customers: {
        edges: slice.map((customer, index) => ({
          cursor: encodeCursor(offset + index + 1),
          node: {
            id: customer.id,
            displayName: `${customer.firstName} ${customer.lastName}`,
            firstName: customer.firstName,
            lastName: customer.lastName,
            numberOfOrders: String(customer.orders.length),
            defaultEmailAddress: { emailAddress: customer.email },
          },
        })),
        pageInfo,
      },
    };
  }
  if (/\borders\s*\(/.test(query)) {
    const orders = shopCustomers(shop)
      .filter((customer) => matches(customer, search))
      .flatMap((customer) => customer.orders)
      .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
    const { slice, pageInfo } = page(orders, first, variables['after']);
    return { orders: { nodes: slice.map(({ productId: _productId, ...order }) => order), pageInfo } };
  }
  return null;
}

export const storeQueryCost = (query: string, first: number) =>
  /\bproduct\s*\(\s*id:/.test(query) ? 3 : /\b(customers|orders)\s*\(/.test(query) ? 2 + first : null;
