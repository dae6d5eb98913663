import type { Database } from '../../db/client.ts';
import type { Cipher } from '../../lib/secrets.ts';
import type { Integrations } from '../../integrations/registry.ts';
import {
  readLatestOrder,
  readProductFacts,
  type OrderFacts,
  type ProductFacts,
} from '../../integrations/shopify/store.ts';
import { findBrandConnection } from '../connections/connection-store.service.ts';
import { openConnection } from '../ingestion/ingestion.service.ts';

export type { OrderFacts, ProductFacts };

export interface StoreFactsDeps {
  db: Database;
  cipher: Cipher;
  integrations: Integrations;
  log?: { warn: (message: string) => void };
}

/** What the store said about an item: only these facts may appear in a reply. */
export interface StoreFacts {
  product: ProductFacts | null;
  order: OrderFacts | null;
  /** The brand's storefront address (its domain), for "where to buy" without a product page. */
  storeUrl: string | null;
}

const storeUrlOf = (domain: string | null) => {
  if (!domain) return null;
  const host = domain.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
  return /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(host) ? `https://${host}` : null;
};

/**
 * Reads, live from the brand's Shopify store (read-only scopes), the product the item is about and — for an
 * author known as a customer — the latest order (its tracking only for a private conversation). A store that cannot be reached gives no facts (the reply
 * then asks for what it needs), never stale or invented ones.
 */
export async function readStoreFacts(
  deps: StoreFactsDeps,
  scope: { accountId: string; brandId: string },
  item: {
    productId: string | null;
    knownCustomer: boolean;
    email: string | null;
    name: string | null;
    /** A one-to-one conversation (WhatsApp); reviews and comments are public. */
    privateChannel: boolean;
  },
  brandDomain: string | null,
): Promise<StoreFacts> {
  const facts: StoreFacts = { product: null, order: null, storeUrl: storeUrlOf(brandDomain) };
  const row = await findBrandConnection(deps.db, { ...scope, platform: 'shopify' });
  if (!row || row.needsAttention) return facts;
  let connection;
  try {
    connection = openConnection(deps.cipher, row);
  } catch {
    return facts;
  }
  const shopify = deps.integrations.deps;
  const [product, order] = await Promise.all([
    item.productId
      ? readProductFacts(shopify, connection, item.productId).catch((error: unknown) => {
          deps.log?.warn(`store facts: product read failed: ${(error as Error).message}`);
          return null;
        })
      : null,
    item.knownCustomer && (item.email || item.name)
      ? readLatestOrder(shopify, connection, { email: item.email, name: item.email ? null : item.name }).catch(
          (error: unknown) => {
            deps.log?.warn(`store facts: order read failed: ${(error as Error).message}`);
            return null;
          },
        )
      : null,
  ]);
  // A tracking number or link lets anyone who reads a public reply follow the parcel: only a private
  // conversation gets it; a public reply gives the status and the next step.
  const shareable = order && !item.privateChannel ? { ...order, trackingNumber: null, trackingUrl: null } : order;
  return { ...facts, product, order: shareable };
}
