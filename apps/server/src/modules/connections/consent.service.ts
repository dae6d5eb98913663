import {
  CONNECTION_MESSAGES,
  CONSENT_GRANT_TTL_SECONDS,
  CONSENT_PROVIDER_LABELS,
  fillMessage,
  PLATFORM_ACCOUNT_LABELS,
  PLATFORM_LABELS,
  platformDefinition,
  type ConsentPlatform,
  type ConsentResponse,
} from '@bizamply/contracts';
import { AppError } from '../../lib/errors.ts';
import { sha256 } from '../../lib/secrets.ts';
import { propertyIdOf } from '../../integrations/google/sync.ts';
import type { ConsentAccount } from '../../integrations/types.ts';
import { heldElsewhere } from './claims.queries.ts';
import { saveConnection, type ConnectDeps } from './connect.service.ts';
import { assertConnectable, requireOwnBrand } from './connections.service.ts';
import { findLiveOAuthState, insertOAuthState } from '../oauth-states/index.ts';

/**
 * Issue 13: spec 1 §4 connects Facebook, TikTok and Google Analytics by typing an id, and the id alone proved
 * nothing (every customer's Page is visible to our app). Now the merchant first consents on the platform
 * (popup); the accounts that consent listed are kept as a grant for this customer account, readable only by
 * the browser that consented (grant cookie), for CONSENT_GRANT_TTL_SECONDS. The typed id only picks one of them.
 */
const grantPurpose = (platform: ConsentPlatform) => `consent-grant:${platform}`;

interface GrantPayload {
  accountId: string;
  brandId: string;
  /** The listed accounts with their credentials, sealed with the instance cipher. */
  sealed: string;
}

/** The spec's field for each platform, and the message naming an id the consent did not list. */
/** The connect form's field of a platform connected by picking (its definition's `connect.field`). */
export function consentFieldOf(platform: ConsentPlatform): string {
  const connect = platformDefinition(platform).connect;
  return connect.method === 'consent_pick' ? connect.field : 'id';
}
/** The spec's wording for its three platforms; others name the account the way the definition does. */
const NOT_LISTED: Partial<Record<ConsentPlatform, string>> = {
  facebook: CONNECTION_MESSAGES.facebookPageNotFound,
  tiktok: CONNECTION_MESSAGES.tiktokHandleNotFound,
  google: CONNECTION_MESSAGES.googlePropertyNotFound,
};
const notListedMessage = (platform: ConsentPlatform, value: string) =>
  fillMessage(NOT_LISTED[platform] ?? CONNECTION_MESSAGES.accountNotListed, {
    account: PLATFORM_ACCOUNT_LABELS[platform],
    value,
    pageId: value,
    handle: value,
    propertyId: value,
  });

export async function storeConsentGrant(
  deps: Pick<ConnectDeps, 'db' | 'cipher'>,
  input: { accountId: string; brandId: string; platform: ConsentPlatform; accounts: ConsentAccount[]; grant: string },
): Promise<void> {
  const payload: GrantPayload = {
    accountId: input.accountId,
    brandId: input.brandId,
    sealed: deps.cipher.encrypt(JSON.stringify(input.accounts)),
  };
  await insertOAuthState(deps.db, {
    stateHash: sha256(input.grant),
    purpose: grantPurpose(input.platform),
    payload: { ...payload },
    ttlSeconds: CONSENT_GRANT_TTL_SECONDS,
  });
}

/** This browser's grant, when it belongs to the caller's account and has not expired. */
async function readGrant(
  deps: Pick<ConnectDeps, 'db' | 'cipher'>,
  input: { accountId: string; platform: ConsentPlatform; grant: string | null },
): Promise<{ accounts: ConsentAccount[]; expiresAt: Date } | null> {
  if (!input.grant) return null;
  const found = await findLiveOAuthState(deps.db, sha256(input.grant), grantPurpose(input.platform));
  const payload = found?.payload as Partial<GrantPayload> | undefined;
  if (!found || payload?.accountId !== input.accountId || typeof payload.sealed !== 'string') return null;
  try {
    const accounts = (JSON.parse(deps.cipher.decrypt(payload.sealed)) as ConsentAccount[]).map((account) => ({
      ...account,
      // JSON carried the date as text.
      tokenExpiresAt: account.tokenExpiresAt ? new Date(account.tokenExpiresAt) : null,
    }));
    return { accounts, expiresAt: found.expiresAt };
  } catch {
    return null;
  }
}

/** The accounts this browser's grant lists, each marked when another customer account holds it (null: no grant). */
export async function consentedAccounts(
  deps: Pick<ConnectDeps, 'db' | 'cipher'>,
  input: { accountId: string; platform: ConsentPlatform; grant: string | null },
): Promise<{ accounts: (ConsentAccount & { taken: boolean })[]; expiresAt: Date } | null> {
  const grant = await readGrant(deps, input);
  if (!grant) return null;
  const taken = await heldElsewhere(deps.db, {
    platform: input.platform,
    externalIds: grant.accounts.map((account) => account.externalId),
    accountId: input.accountId,
  });
  return {
    accounts: grant.accounts.map((account) => ({ ...account, taken: taken.has(account.externalId) })),
    expiresAt: grant.expiresAt,
  };
}

/** A listed account as pickers show it: the platform's id, its name, whether another customer account holds it. */
export const listedAccount = (account: ConsentAccount & { taken: boolean }) => ({
  id: account.externalId,
  name: account.displayName ?? account.value,
  taken: account.taken,
});

/** GET /integrations/{platform}/consent: what the picker offers (accounts another customer holds are marked). */
export async function consentList(
  deps: Pick<ConnectDeps, 'db' | 'cipher'>,
  input: { accountId: string; platform: ConsentPlatform; grant: string | null },
): Promise<ConsentResponse> {
  const grant = await consentedAccounts(deps, input);
  if (!grant) return { success: true, data: { granted: false, accounts: [], expiresAt: null } };
  return {
    success: true,
    data: {
      granted: true,
      accounts: grant.accounts.map((account) => ({ ...listedAccount(account), value: account.value })),
      expiresAt: grant.expiresAt.toISOString(),
    },
  };
}

/** Which listed account the typed value names (Page ID, @handle in any case, GA4-<property>-<n>). */
function pick(platform: ConsentPlatform, accounts: ConsentAccount[], value: string): ConsentAccount | undefined {
  if (platform === 'google') {
    const propertyId = propertyIdOf(value);
    return accounts.find((account) => account.externalId === propertyId);
  }
  const wanted = value.toLowerCase();
  return accounts.find((account) => account.value.toLowerCase() === wanted);
}

/**
 * Spec 1 §4 direct connects (Facebook Page ID, TikTok handle, GA4 property): the value must be one of the
 * accounts this browser's consent listed for this customer account; then the usual rules and the claim (409).
 */
export async function connectWithConsent(
  deps: ConnectDeps,
  input: {
    accountId: string;
    brandId: string;
    platform: ConsentPlatform;
    value: string;
    grant: string | null;
    /** The picker sends the platform's id; the typed connects send what the spec's field holds. */
    pickBy?: 'externalId';
  },
) {
  const brand = await requireOwnBrand(deps.db, input.accountId, input.brandId);
  await assertConnectable(deps.db, input);
  const field = consentFieldOf(input.platform);
  const grant = await readGrant(deps, input);
  if (!grant) {
    const message = fillMessage(CONNECTION_MESSAGES.consentRequired, {
      platform: CONSENT_PROVIDER_LABELS[input.platform],
      account: PLATFORM_ACCOUNT_LABELS[input.platform],
    });
    throw new AppError('FORBIDDEN', message, [{ field, message }]);
  }
  const account =
    input.pickBy === 'externalId'
      ? grant.accounts.find((listed) => listed.externalId === input.value)
      : pick(input.platform, grant.accounts, input.value);
  if (!account) {
    const message = notListedMessage(input.platform, input.value);
    throw new AppError('BAD_REQUEST', message, [{ field, message }]);
  }
  const { value: _value, detail: _detail, group: _group, ...result } = account;
  const row = await saveConnection(deps, input, result);
  return {
    success: true as const,
    connected: true as const,
    message: fillMessage(CONNECTION_MESSAGES.connectedForBrandToast, {
      service: PLATFORM_LABELS[input.platform],
      brand: brand.name,
    }),
    data: {
      platform: row.platform,
      brandId: row.brandId,
      externalId: row.externalId,
      displayName: row.displayName,
      connectedAt: row.connectedAt.toISOString(),
    },
  };
}
