import {
  INSIGHT_MESSAGES,
  SEARCH_RESULTS_MAX,
  brandConnectionStatus,
  type OnboardBrand,
  type SearchResult,
  isUuid,
} from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { listBrands } from '../onboarding/onboarding.service.ts';
import { findOwnBrand, readSelectedBrandId, saveSelectedBrandId } from './brand-context.queries.ts';
import { searchComments } from './search.queries.ts';

interface UserScope {
  accountId: string;
  userId: string;
}

const CONTENT_MAX = 100;
const SEARCH_TERMS_MAX = 8;

/** GET /api/onboard-data: the account's brands with their services and status (spec 2 §4 thresholds). */
export async function onboardData(db: Database, scope: UserScope) {
  const [brands, saved] = await Promise.all([listBrands(db, scope.accountId), readSelectedBrandId(db, scope)]);
  const list: OnboardBrand[] = brands.map((brand) => ({
    BrandId: brand.brandId,
    BrandName: brand.brandName,
    ServiceConnected: brand.connectedServices,
    status: brandConnectionStatus(brand.connectedServices.length),
    serviceCount: brand.connectedServices.length,
  }));
  // A saved brand that was deleted since is no selection.
  const selectedBrandId = list.some((brand) => brand.BrandId === saved) ? saved : null;
  return { brands: list, selectedBrandId };
}

/** POST /api/select-brand: remembers the user's brand on the server (users.settings.selectedBrandId). */
export async function selectBrand(db: Database, scope: UserScope, brandId: string) {
  const brand = isUuid(brandId) ? await findOwnBrand(db, scope.accountId, brandId) : null;
  if (!brand) throw notFound(INSIGHT_MESSAGES.brandNotFound);
  await saveSelectedBrandId(db, scope, brand.id);
  return { BrandId: brand.id, BrandName: brand.name };
}

/** Every word of the query as a prefix: 'anna smi' finds "Anna Smith". Only letters and digits reach tsquery. */
export function prefixTsquery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words)].slice(0, SEARCH_TERMS_MAX);
  return terms.length ? terms.map((word) => `${word}:*`).join(' & ') : null;
}

/** GET /api/search: the top bar's search over the brand's items (text, reviewer, product), newest first. */
export async function searchBrand(
  db: Executor,
  scope: { accountId: string; brandId: string },
  text: string,
): Promise<SearchResult[]> {
  const tsquery = prefixTsquery(text);
  if (!tsquery) return [];
  const rows = await searchComments(db, scope, tsquery, SEARCH_RESULTS_MAX);
  return rows.map((row) => ({
    ...row,
    content: row.content.length > CONTENT_MAX ? `${row.content.slice(0, CONTENT_MAX)}…` : row.content,
    postedAt: row.postedAt.toISOString(),
  }));
}
