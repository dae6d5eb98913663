import {
  CONNECTION_MESSAGES,
  fillMessage,
  PLATFORM_LABELS,
  POPUP_TICKET_TTL_SECONDS,
  type Platform,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { randomToken, sha256, type Cipher } from '../../lib/secrets.ts';
import { PlatformError } from '../../integrations/http.ts';
import type { DirectPlatform, Integrations } from '../../integrations/registry.ts';
import type { ConnectResult } from '../../integrations/types.ts';
import { sealCredentials } from '../ingestion/ingestion.service.ts';
import { importJobKey, INGESTION_TASKS, SYNC_MAX_ATTEMPTS } from '../ingestion/ingestion.jobs.ts';
import { upsertConnection, type ConnectionRow } from './connections.queries.ts';
import { assertConnectable, requireOwnBrand } from './connections.service.ts';
import { insertState, takeState } from './oauth-states.queries.ts';

export interface ConnectDeps {
  db: Database;
  cipher: Cipher;
  queue: JobQueue;
  integrations: Integrations;
  publicUrl: string;
}

/** OAuth round trips (state, 10 min, single use) and popup tickets (2 min, single use). */
const STATE_TTL_SECONDS = 600;
const TICKET_PURPOSE = 'connect-ticket';
const statePurpose = (platform: Platform) => `connect:${platform}`;

export type ConnectMode = 'popup' | 'redirect';
interface StatePayload {
  accountId: string;
  brandId: string;
  platform: Platform;
  mode: ConnectMode;
  shop?: string;
}

export const callbackUrl = (publicUrl: string, platform: Platform) => `${publicUrl}/integration/${platform}/callback`;

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
  input: { accountId: string; brandId: string; platform: Platform },
): Promise<{ ticket: string; expiresAt: string }> {
  await requireOwnBrand(deps.db, input.accountId, input.brandId);
  const ticket = randomToken(24);
  await insertState(deps.db, {
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
): Promise<{ accountId: string; brandId: string }> {
  const payload = input.ticket ? await takeState(deps.db, sha256(input.ticket), TICKET_PURPOSE) : null;
  const brandOk = !input.brandId || payload?.['brandId'] === input.brandId;
  if (!payload || payload['platform'] !== input.platform || !brandOk) {
    throw new AppError('UNAUTHORIZED', CONNECTION_MESSAGES.popupTicketInvalid);
  }
  return { accountId: String(payload['accountId']), brandId: String(payload['brandId']) };
}

/** Checks the brand and the spec's rules, stores a state, and returns the platform's consent address. */
export async function startAuthorization(
  deps: ConnectDeps,
  input: { accountId: string; brandId: string; platform: Platform; mode: ConnectMode; shop?: string },
): Promise<string> {
  const flow = deps.integrations.oauth[input.platform];
  if (!flow) throw badRequest(CONNECTION_MESSAGES.failedOauthUrl);
  await requireOwnBrand(deps.db, input.accountId, input.brandId);
  const rules = await assertConnectable(deps.db, input);
  const shop = input.platform === 'shopify' ? input.shop : rules.shop;
  if (input.platform === 'shopify' && !shop) throw badRequest(CONNECTION_MESSAGES.shopifyDomainRequired);
  const state = randomToken(32);
  const payload: StatePayload = {
    accountId: input.accountId,
    brandId: input.brandId,
    platform: input.platform,
    mode: input.mode,
    ...(shop ? { shop } : {}),
  };
  try {
    const url = flow.authorizeUrl({ state, redirectUri: callbackUrl(deps.publicUrl, input.platform), hints: { shop } });
    await insertState(deps.db, {
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

/** Stores the connection (credentials sealed), then queues webhook registration and the history import. */
export async function saveConnection(
  deps: ConnectDeps,
  scope: { accountId: string; brandId: string; platform: Platform },
  result: ConnectResult,
): Promise<ConnectionRow> {
  const row = await deps.db.transaction(async (tx) => {
    await assertConnectable(tx, scope);
    return upsertConnection(tx, {
      ...scope,
      externalId: result.externalId.slice(0, 300),
      displayName: result.displayName?.slice(0, 300) ?? null,
      credentialsEnc: sealCredentials(deps.cipher, result.credentials),
      metadata: result.metadata,
      tokenExpiresAt: result.tokenExpiresAt,
    });
  });
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

/** The platform redirected back: state checked (single use), code exchanged, connection stored. */
export async function completeAuthorization(
  deps: ConnectDeps,
  platform: Platform,
  query: Record<string, string>,
): Promise<{ mode: ConnectMode; row: ConnectionRow; brandName: string }> {
  const payload = query['state'] ? await takeState(deps.db, sha256(query['state']), statePurpose(platform)) : null;
  if (!payload) throw new AppError('BAD_REQUEST', CONNECTION_MESSAGES.oauthStateInvalid);
  const state = payload as unknown as StatePayload;
  const error = Object.assign(new AppError('BAD_REQUEST', CONNECTION_MESSAGES.oauthDenied), { mode: state.mode });
  if (query['error']) throw error;
  const brand = await requireOwnBrand(deps.db, state.accountId, state.brandId);
  const flow = deps.integrations.oauth[platform];
  if (!flow) throw badRequest(CONNECTION_MESSAGES.failedOauthUrl);
  let result: ConnectResult;
  try {
    result = await flow.complete({
      query,
      redirectUri: callbackUrl(deps.publicUrl, platform),
      hints: { shop: state.shop },
    });
  } catch (failure) {
    throw Object.assign(platformFailure(failure, platform), { mode: state.mode });
  }
  const row = await saveConnection(deps, { accountId: state.accountId, brandId: state.brandId, platform }, result);
  return { mode: state.mode, row, brandName: brand.name };
}

/** Spec 1 §4 direct connects (Facebook Page ID, TikTok handle, GA4 property), verified with the platform. */
export async function connectDirect(
  deps: ConnectDeps,
  input: { accountId: string; brandId: string; platform: DirectPlatform; value: string },
) {
  const brand = await requireOwnBrand(deps.db, input.accountId, input.brandId);
  await assertConnectable(deps.db, input);
  let result: ConnectResult;
  try {
    result = await deps.integrations.direct[input.platform](input.value);
  } catch (error) {
    if (error instanceof PlatformError && (error.kind === 'not_found' || error.kind === 'rejected')) {
      const template = {
        facebook: CONNECTION_MESSAGES.facebookPageNotFound,
        tiktok: CONNECTION_MESSAGES.tiktokHandleNotFound,
        google: CONNECTION_MESSAGES.googlePropertyNotFound,
      }[input.platform];
      const field = { facebook: 'pageId', tiktok: 'handle', google: 'businessId' }[input.platform];
      const message = fillMessage(template, { pageId: input.value, handle: input.value, propertyId: input.value });
      throw new AppError('BAD_REQUEST', message, [{ field, message }]);
    }
    throw platformFailure(error, input.platform);
  }
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
