import {
  CONNECTION_MESSAGES,
  CONSENT_PROVIDER_LABELS,
  fillMessage,
  isConsentPlatform,
  PLATFORM_ACCOUNT_LABELS,
  PLATFORM_LABELS,
  platformAccountTakenMessage,
  POPUP_TICKET_TTL_SECONDS,
  type Platform,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { randomToken, sha256, type Cipher } from '../../lib/secrets.ts';
import { PlatformError } from '../../integrations/http.ts';
import type { Integrations } from '../../integrations/registry.ts';
import type { ConnectResult, ConsentAccount } from '../../integrations/types.ts';
import { sealCredentials } from '../ingestion/ingestion.service.ts';
import { importJobKey, INGESTION_TASKS, SYNC_MAX_ATTEMPTS } from '../ingestion/ingestion.jobs.ts';
import { OAUTH_BINDING_TTL_SECONDS } from './browser-binding.ts';
import { claimPlatformAccount, isClaimConflict } from './claims.queries.ts';
import { findBrandConnection, upsertConnection, type ConnectionRow } from './connections.queries.ts';
import { assertConnectable, requireOwnBrand } from './connections.service.ts';
import { insertOAuthState, takeLiveOAuthPayload } from '../oauth-states/index.ts';

export interface ConnectDeps {
  db: Database;
  cipher: Cipher;
  queue: JobQueue;
  integrations: Integrations;
  publicUrl: string;
}

/** OAuth round trips (state, 10 min, single use) and popup tickets (2 min, single use). */
const STATE_TTL_SECONDS = OAUTH_BINDING_TTL_SECONDS;
const TICKET_PURPOSE = 'connect-ticket';
const statePurpose = (platform: Platform) => `connect:${platform}`;

/**
 * `popup`/`redirect` store the connection at the callback (popup window / the /connections page);
 * `consent` (Facebook, TikTok, Google in onboarding) stores what the consent listed for the user to pick.
 */
export type ConnectMode = 'popup' | 'redirect' | 'consent';
interface StatePayload {
  accountId: string;
  brandId: string;
  platform: Platform;
  mode: ConnectMode;
  shop?: string;
  /** SHA-256 of the nonce cookie set in the browser that started the flow (browser-binding.ts). */
  browser: string;
  /** The platform account connected now (a reconnect keeps it when the consent lists it again). */
  current?: string;
  loginHint?: string;
}

/** TikTok wants its redirect URL to end with `/` (§6.1); the router ignores trailing slashes. */
export const callbackUrl = (publicUrl: string, platform: Platform) =>
  `${publicUrl}/integration/${platform}/callback${platform === 'tiktok' ? '/' : ''}`;

/** Maps an adapter failure to the API error a user sees (message names the platform). */
export function platformFailure(error: unknown, platform: Platform): AppError {
  const label = PLATFORM_LABELS[platform];
  if (!(error instanceof PlatformError)) throw error;
  if (error.kind === 'not_configured') {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      fillMessage(CONNECTION_MESSAGES.platformNotConfigured, { platform: label }),
    );
  }
  if (error.kind === 'transient' || error.kind === 'rate_limit' || error.kind === 'malformed') {
    return new AppError('PLATFORM_ERROR', fillMessage(CONNECTION_MESSAGES.platformUnavailable, { platform: label }));
  }
  return new AppError('BAD_REQUEST', error.message);
}

/**
 * A popup window cannot carry the bearer header, so the SPA first asks (authenticated) for a ticket:
 * one-time, two minutes, bound to the user's account, the brand and the platform.
 */
export async function issuePopupTicket(
  deps: Pick<ConnectDeps, 'db'>,
  input: { accountId: string; brandId: string; platform: Platform; loginHint?: string },
): Promise<{ ticket: string; expiresAt: string }> {
  await requireOwnBrand(deps.db, input.accountId, input.brandId);
  const ticket = randomToken(24);
  await insertOAuthState(deps.db, {
    stateHash: sha256(ticket),
    purpose: TICKET_PURPOSE,
    payload: { ...input },
    ttlSeconds: POPUP_TICKET_TTL_SECONDS,
  });
  return { ticket, expiresAt: new Date(Date.now() + POPUP_TICKET_TTL_SECONDS * 1000).toISOString() };
}

export async function redeemPopupTicket(
  deps: Pick<ConnectDeps, 'db'>,
  input: { ticket: string | undefined; platform: Platform; brandId: string | undefined },
): Promise<{ accountId: string; brandId: string; loginHint?: string }> {
  const payload = input.ticket ? await takeLiveOAuthPayload(deps.db, sha256(input.ticket), TICKET_PURPOSE) : null;
  const brandOk = !input.brandId || payload?.['brandId'] === input.brandId;
  if (!payload || payload['platform'] !== input.platform || !brandOk) {
    throw new AppError('UNAUTHORIZED', CONNECTION_MESSAGES.popupTicketInvalid);
  }
  const loginHint = payload['loginHint'];
  return {
    accountId: String(payload['accountId']),
    brandId: String(payload['brandId']),
    ...(typeof loginHint === 'string' ? { loginHint } : {}),
  };
}

/** Checks the brand and the spec's rules, stores a state bound to the browser, returns the consent address. */
export async function startAuthorization(
  deps: ConnectDeps,
  input: {
    accountId: string;
    brandId: string;
    platform: Platform;
    mode: ConnectMode;
    shop?: string | undefined;
    /** The store the user's install link named: Shopify's last resort when nothing else names one. */
    installShop?: string | null | undefined;
    browser: string;
    /** The signed-in user's e-mail: who is expected to consent (a hint the person can change). */
    loginHint?: string | undefined;
  },
): Promise<string> {
  const flow = deps.integrations.oauth[input.platform];
  await requireOwnBrand(deps.db, input.accountId, input.brandId);
  const rules = await assertConnectable(deps.db, input);
  const existing = await findBrandConnection(deps.db, input);
  const shop =
    input.platform === 'shopify' ? (input.shop ?? existing?.externalId ?? input.installShop ?? undefined) : rules.shop;
  if (input.platform === 'shopify' && !shop) throw badRequest(CONNECTION_MESSAGES.shopifyDomainRequired);
  // A TikTok login is a username, not an e-mail: a reconnect suggests the account connected now.
  const loginHint =
    input.platform === 'tiktok' ? (existing?.displayName ?? undefined)?.replace(/^@/, '') : input.loginHint;
  const state = randomToken(32);
  const payload: StatePayload = {
    accountId: input.accountId,
    brandId: input.brandId,
    platform: input.platform,
    mode: input.mode,
    browser: input.browser,
    ...(shop ? { shop } : {}),
    ...(existing ? { current: existing.externalId } : {}),
  };
  try {
    const url = flow.authorizeUrl({
      state,
      redirectUri: callbackUrl(deps.publicUrl, input.platform),
      hints: { ...(shop ? { shop } : {}), ...(loginHint ? { loginHint } : {}) },
    });
    await insertOAuthState(deps.db, {
      stateHash: sha256(state),
      purpose: statePurpose(input.platform),
      payload: { ...payload },
      ttlSeconds: STATE_TTL_SECONDS,
    });
    return url;
  } catch (error) {
    if (error instanceof PlatformError) throw platformFailure(error, input.platform);
    throw error;
  }
}

/**
 * Stores the connection (credentials sealed), then queues webhook registration and the history import.
 * The platform account must not be held by another customer account (issue 13): 409, nothing stored, no job.
 */
export async function saveConnection(
  deps: Pick<ConnectDeps, 'db' | 'cipher' | 'queue'>,
  scope: { accountId: string; brandId: string; platform: Platform },
  result: ConnectResult,
): Promise<ConnectionRow> {
  const externalId = result.externalId.slice(0, 300);
  let row: ConnectionRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      await assertConnectable(tx, scope);
      const holder = await claimPlatformAccount(tx, {
        platform: scope.platform,
        externalId,
        accountId: scope.accountId,
      });
      if (holder !== scope.accountId) throw conflict(platformAccountTakenMessage(scope.platform));
      return upsertConnection(tx, {
        ...scope,
        externalId,
        displayName: result.displayName?.slice(0, 300) ?? null,
        credentialsEnc: sealCredentials(deps.cipher, result.credentials),
        metadata: result.metadata,
        tokenExpiresAt: result.tokenExpiresAt,
      });
    });
  } catch (error) {
    // Two accounts racing for one platform account: the database refuses the second (connections_claim).
    if (isClaimConflict(error)) throw conflict(platformAccountTakenMessage(scope.platform));
    throw error;
  }
  // After commit, never inside the transaction.
  const job = { accountId: row.accountId, connectionId: row.id };
  await deps.queue.add(INGESTION_TASKS.registerWebhooks, job, { jobKey: `webhooks:${row.id}`, maxAttempts: 5 });
  await deps.queue.add(
    INGESTION_TASKS.sync,
    { ...job, mode: 'full' },
    {
      jobKey: importJobKey(row.brandId, row.platform),
      maxAttempts: SYNC_MAX_ATTEMPTS,
    },
  );
  return row;
}

export type CallbackResult =
  | { mode: 'popup' | 'redirect'; row: ConnectionRow }
  | { mode: 'consent'; accountId: string; brandId: string; accounts: ConsentAccount[] };

/**
 * The platform redirected back: state checked (single use, this browser's), code exchanged, then the
 * connection stored, or (consent mode) the accounts the consent listed returned for a grant.
 */
export async function completeAuthorization(
  deps: ConnectDeps,
  platform: Platform,
  input: { query: Record<string, string>; sameBrowser: (hash: unknown) => boolean },
): Promise<CallbackResult> {
  const { query } = input;
  const payload = query['state']
    ? await takeLiveOAuthPayload(deps.db, sha256(query['state']), statePurpose(platform))
    : null;
  if (!payload) throw new AppError('BAD_REQUEST', CONNECTION_MESSAGES.oauthStateInvalid);
  const state = payload as unknown as StatePayload;
  const fail = (error: AppError) => Object.assign(error, { mode: state.mode });
  // A consent completed in another browser must never land on the initiator's brand.
  if (!input.sameBrowser(state.browser)) throw fail(new AppError('FORBIDDEN', CONNECTION_MESSAGES.oauthOtherBrowser));
  if (query['error']) throw fail(new AppError('BAD_REQUEST', CONNECTION_MESSAGES.oauthDenied));
  await requireOwnBrand(deps.db, state.accountId, state.brandId);
  const flow = deps.integrations.oauth[platform];
  const callback = {
    query,
    redirectUri: callbackUrl(deps.publicUrl, platform),
    hints: { shop: state.shop, ...(state.current ? { current: state.current } : {}) },
  };
  try {
    if (state.mode === 'consent' && flow.accounts) {
      const accounts = await flow.accounts(callback);
      if (accounts.length === 0) {
        const message = fillMessage(CONNECTION_MESSAGES.consentNoAccounts, {
          platform: isConsentPlatform(platform) ? CONSENT_PROVIDER_LABELS[platform] : PLATFORM_LABELS[platform],
          account: PLATFORM_ACCOUNT_LABELS[platform],
        });
        throw fail(new AppError('BAD_REQUEST', message));
      }
      return { mode: 'consent', accountId: state.accountId, brandId: state.brandId, accounts };
    }
    const result = await flow.complete(callback);
    const mode = state.mode === 'redirect' ? 'redirect' : 'popup';
    return {
      mode,
      row: await saveConnection(deps, { accountId: state.accountId, brandId: state.brandId, platform }, result),
    };
  } catch (failure) {
    if (failure instanceof AppError) throw fail(failure);
    throw fail(platformFailure(failure, platform));
  }
}
