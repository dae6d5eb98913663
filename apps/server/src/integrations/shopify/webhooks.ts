import { z } from 'zod';
import { hmacBase64, signatureMatches } from '../signatures.ts';
import type { ProductItem } from '../types.ts';

/** `X-Shopify-Hmac-Sha256` = base64 HMAC-SHA256 of the raw body with the app secret (§1.2). */
export function verifyShopifyWebhook(raw: Buffer, signature: string | undefined, secret: string): boolean {
  return signatureMatches(signature, hmacBase64(secret, raw));
}

const productSchema = z.object({
  id: z.union([z.number(), z.string().max(100)]),
  admin_graphql_api_id: z.string().max(200).optional(),
  title: z.string().max(1000),
  handle: z.string().max(1000).nullable().optional(),
  image: z
    .object({ src: z.string().max(2000) })
    .nullable()
    .optional(),
});

export type ShopifyEvent =
  { kind: 'product'; product: ProductItem } | { kind: 'uninstalled' } | { kind: 'ignored'; topic: string };

export function parseShopifyWebhook(topic: string, body: unknown, shopBase: string): ShopifyEvent {
  if (topic === 'app/uninstalled') return { kind: 'uninstalled' };
  if (topic === 'products/create' || topic === 'products/update') {
    const product = productSchema.parse(body);
    const src = product.image?.src;
    return {
      kind: 'product',
      product: {
        externalId: product.admin_graphql_api_id ?? `gid://shopify/Product/${product.id}`,
        title: product.title,
        handle: product.handle ?? null,
        imageUrl: src ? new URL(src, shopBase).toString() : null,
      },
    };
  }
  return { kind: 'ignored', topic };
}
