import {
  ACCESS_MESSAGES,
  platformSchema,
  type BrandSummary,
  type OnboardStatusResponse,
  type ShopCredentials,
  type SubmitUserBrand,
  type User,
} from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Cipher } from '../../lib/secrets.ts';
import { toUserDto } from '../auth/user.dto.ts';
import {
  findAccount,
  insertBrands,
  listAccountBrands,
  listBrandsWithConnections,
  lockAccount,
  updateAccount,
  updateAccountUser,
} from './onboarding.queries.ts';

export interface Scope {
  accountId: string;
  userId: string;
}

export interface OnboardingData {
  company: string;
  brands: readonly SubmitUserBrand[];
  personalInfo?: { firstName: string; lastName: string };
  companySize?: string | undefined;
  industry?: string | undefined;
  role?: string | undefined;
}

const normalise = (name: string) => name.trim().replace(/\s+/g, ' ');
const sameName = (name: string) => normalise(name).toLocaleLowerCase('en');

/** Brand names in order, empty ones dropped, duplicates (ignoring case and spacing) kept once. */
export function distinctBrandNames(entries: readonly SubmitUserBrand[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const entry of entries) {
    const name = normalise(typeof entry === 'string' ? entry : entry.brandName);
    if (name === '' || seen.has(sameName(name))) continue;
    seen.add(sameName(name));
    names.push(name);
  }
  return names;
}

function shopOf(entries: readonly SubmitUserBrand[]): ShopCredentials | null {
  for (const entry of entries) if (typeof entry !== 'string' && entry.shopify) return entry.shopify;
  return null;
}

/**
 * The upsert behind both submit-user shapes and the shop-based sign-up: company details, the user's
 * names and shop credentials (token encrypted), and any brand the account does not have yet. Run it
 * inside the caller's transaction. Returns the ids of the submitted brands, in submitted order.
 */
export async function applyOnboardingData(
  tx: Executor,
  cipher: Cipher,
  scope: Scope,
  data: OnboardingData,
): Promise<string[]> {
  const account = await lockAccount(tx, scope.accountId);
  if (!account) throw notFound();
  const wanted = distinctBrandNames(data.brands);
  const existing = await listAccountBrands(tx, scope.accountId);
  const byName = new Map(existing.map((brand) => [sameName(brand.name), brand.id]));
  const created = await insertBrands(
    tx,
    scope.accountId,
    wanted.filter((name) => !byName.has(sameName(name))),
  );
  for (const brand of created) byName.set(sameName(brand.name), brand.id);

  await updateAccount(tx, scope.accountId, {
    companyName: normalise(data.company),
    ...(data.companySize ? { companySize: data.companySize } : {}),
    ...(data.industry ? { industry: data.industry } : {}),
    ...(account.setupStatus === 'started' && byName.size > 0 ? { setupStatus: 'brands_created' } : {}),
  });
  const shop = shopOf(data.brands);
  await updateAccountUser(tx, scope, {
    ...(data.personalInfo ? { firstName: data.personalInfo.firstName, lastName: data.personalInfo.lastName } : {}),
    ...(data.role ? { jobRole: data.role } : {}),
    ...(shop
      ? {
          shopifyDomain: shop.shop,
          shopifySessionId: shop.shopifySessionId,
          shopifyAccessTokenEnc: cipher.encrypt(shop.shopifyAccessToken),
        }
      : {}),
  });
  return wanted.map((name) => byName.get(sameName(name))).filter((id): id is string => id !== undefined);
}

export async function submitUser(
  db: Database,
  cipher: Cipher,
  scope: Scope,
  data: OnboardingData,
): Promise<{ bizamplyId: string; brandIds: string[] }> {
  const brandIds = await db.transaction((tx) => applyOnboardingData(tx, cipher, scope, data));
  return { bizamplyId: scope.accountId, brandIds };
}

export async function onboardStatus(
  db: Database,
  scope: Scope & { firstimeSetup: number },
): Promise<Omit<OnboardStatusResponse, 'success'>> {
  const account = await findAccount(db, scope.accountId);
  if (!account) throw notFound();
  const brands = await listAccountBrands(db, scope.accountId);
  const setupStatus = account.setupStatus;
  return {
    bizamplyId: account.id,
    companyName: account.companyName,
    brands: brands.map((brand) => ({ BrandId: brand.id, BrandName: brand.name })),
    status: scope.firstimeSetup === 1 ? 'completed' : 'pending',
    setupStatus: setupStatus === 'completed' || setupStatus === 'brands_created' ? setupStatus : 'started',
  };
}

/** POST /onboarding/submit. Only a verified address may leave onboarding for the product. */
export async function completeOnboarding(
  db: Database,
  scope: Scope & { emailVerified: boolean },
  adminEmail: string,
): Promise<User> {
  if (!scope.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', ACCESS_MESSAGES.verifyBeforeContinuing);
  const row = await db.transaction(async (tx) => {
    await updateAccount(tx, scope.accountId, { setupStatus: 'completed' });
    return updateAccountUser(tx, scope, { firstimeSetup: 1 });
  });
  if (!row) throw notFound();
  return toUserDto(row, adminEmail);
}

export async function listBrands(db: Database, accountId: string): Promise<BrandSummary[]> {
  const rows = await listBrandsWithConnections(db, accountId);
  return rows.map((row) => ({
    brandId: row.id,
    brandName: row.name,
    domain: row.domain,
    logoUrl: row.logoUrl,
    connectedServices: row.platforms.flatMap((platform) => {
      const parsed = platformSchema.safeParse(platform);
      return parsed.success ? [parsed.data] : [];
    }),
  }));
}
