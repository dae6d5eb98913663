import { INSIGHT_MESSAGES, type BrandLogo, isUuid } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findOwnBrands, type LogoBrandRow } from './logos.queries.ts';

export interface LogoDeps {
  db: Executor;
  publicUrl: string;
  /** The simulator is mounted: it serves a logo for each of its shops. */
  simulatorLogos: boolean;
}

const SHOPIFY_SHOP = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/**
 * A logo we can name without fetching anything: the simulator's shop logo for *.myshopify.com domains.
 * Real Shopify publishes no logo URL by domain, so in live mode there is none (the client shows initials).
 */
export function derivedLogoUrl(domain: string | null, deps: Pick<LogoDeps, 'publicUrl' | 'simulatorLogos'>) {
  const host = domain?.trim().toLowerCase() ?? '';
  if (!deps.simulatorLogos || !SHOPIFY_SHOP.test(host)) return null;
  return `${deps.publicUrl}/sim/shopify/shops/${host}/logo.svg`;
}

function logoOf(deps: LogoDeps, requested: { name: string; domain?: string | null }, own: LogoBrandRow | undefined) {
  const domain = requested.domain ?? own?.domain ?? null;
  return {
    logoUrl: own?.logoUrl ?? derivedLogoUrl(domain, deps),
    brandName: own?.name ?? requested.name,
    domain,
  } satisfies BrandLogo;
}

/**
 * GET …/brands/{brand}/logo: `brand` is one of the caller's brand ids or names. A stored logo wins; else the
 * domain decides. An id outside the account is 404; an unknown name only gets the domain's logo.
 */
export async function brandLogo(deps: LogoDeps, accountId: string, brand: string, domain?: string): Promise<BrandLogo> {
  const isId = isUuid(brand);
  const [own] = await findOwnBrands(
    deps.db,
    accountId,
    isId ? { ids: [brand], names: [] } : { ids: [], names: [brand] },
  );
  if (isId && !own) throw notFound(INSIGHT_MESSAGES.brandNotFound);
  return logoOf(deps, { name: brand, domain }, own);
}

/** POST …/brands/logos/bulk: the same for up to 50 brands, in the order asked, in one query. */
export async function brandLogos(
  deps: LogoDeps,
  accountId: string,
  requested: { name: string; domain?: string | null | undefined }[],
): Promise<BrandLogo[]> {
  const own = await findOwnBrands(deps.db, accountId, { ids: [], names: requested.map((entry) => entry.name) });
  const byName = new Map<string, LogoBrandRow>();
  for (const row of own) if (!byName.has(row.name.toLowerCase())) byName.set(row.name.toLowerCase(), row);
  return requested.map((entry) => logoOf(deps, entry, byName.get(entry.name.toLowerCase())));
}
