import type { SimulatorContext } from '../common/context.ts';
import { DEMO_SHOPS } from '../store/demo.ts';
import { historyAnchor, pastDate, PRODUCT_NOUNS, PRODUCT_WORDS, randomFor } from '../store/generate.ts';

export interface SimProduct {
  id: string;
  legacyId: string;
  title: string;
  handle: string;
  status: 'ACTIVE';
  image: string;
  updatedAt: string;
}

const handleOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A shop's generated catalogue: the seed's products for the demo shops, a deterministic one otherwise. */
function generatedProducts(shop: string): SimProduct[] {
  const random = randomFor(`shopify:${shop}`);
  const anchor = historyAnchor();
  const demo = DEMO_SHOPS.find((entry) => entry.domain === shop);
  const base =
    demo?.products ??
    Array.from({ length: 12 }, (_, index) => {
      const title = `${random.pick(PRODUCT_WORDS)} ${random.pick(PRODUCT_NOUNS)} ${index + 1}`;
      return {
        id: `gid://shopify/Product/${7_100_000_000 + (random.int(1, 89_999) * 100 + index)}`,
        title,
        image: `/sim/shopify/assets/product-${(index % 18) + 1}.svg`,
      };
    });
  return base.map((product) => ({
    id: product.id,
    legacyId: product.id.split('/').pop() ?? product.id,
    title: product.title,
    handle: handleOf(product.title),
    status: 'ACTIVE',
    image: product.image,
    updatedAt: pastDate(random, anchor, 120).toISOString(),
  }));
}

/** Newest first: products added through the control API, then the generated catalogue. */
export async function shopProducts(context: SimulatorContext, shop: string): Promise<SimProduct[]> {
  const added = await context.store.listItems('shopify', shop);
  return [...added.map((row) => row.data as unknown as SimProduct), ...generatedProducts(shop)];
}

export function productWebhookBody(shop: string, product: SimProduct) {
  return {
    id: Number(product.legacyId),
    title: product.title,
    handle: product.handle,
    status: 'active',
    admin_graphql_api_id: product.id,
    vendor: shop.split('.')[0],
    image: { src: product.image },
    created_at: product.updatedAt,
    updated_at: product.updatedAt,
  };
}

export function productSvg(index: number): string {
  const hue = (index * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<rect width="240" height="240" fill="hsl(${hue},45%,88%)"/><circle cx="120" cy="110" r="56" fill="hsl(${hue},45%,55%)"/>
<text x="120" y="210" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#333">Product ${index}</text></svg>`;
}

/** The shop's logo (served at /sim/shopify/shops/{shop}/logo.svg): its initials on a colour of its own. */
export function shopLogoSvg(shop: string): string {
  const name = shop.split('.')[0] ?? shop;
  const initials =
    name
      .split('-')
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || 'S';
  const hue = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" rx="24" fill="hsl(${hue},55%,38%)"/>
<text x="64" y="80" font-family="sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
}
