import crypto from 'node:crypto';
import {
  DISCOUNT_MESSAGES,
  GENERAL_MESSAGES,
  INBOX_MESSAGES,
  REPLY_DISCOUNT_PERCENT,
  type Discount,
  type DiscountUpdate,
  type FieldError,
  type ReplyDiscountRequest,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Cipher } from '../../lib/secrets.ts';
import { PlatformError } from '../../integrations/http.ts';
import type { Integrations } from '../../integrations/registry.ts';
import type { PlatformConnection } from '../../integrations/types.ts';
import {
  createShopifyDiscount,
  deleteShopifyDiscount,
  listShopifyDiscounts,
  ShopifyUserError,
  updateShopifyDiscount,
} from '../../integrations/shopify/discounts.ts';
import { findBrandConnection } from '../connections/connection-store.service.ts';
import { hitLimits, type RateRule } from '../rate-limit/rate-limit.service.ts';
import { openConnection, withConnectionHealth } from '../ingestion/ingestion.service.ts';
import { lockComment, updateCommentMetadata } from '../comments/index.ts';
import {
  deleteDiscountRow,
  findDiscountRow,
  findDiscountsByTitle,
  listDiscountRows,
  replaceDiscounts,
  upsertDiscount,
  type DiscountRow,
  type DiscountScope,
} from './discount.queries.ts';

export interface DiscountDeps {
  db: Database;
  cipher: Cipher;
  integrations: Integrations;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

export const toDiscount = (row: DiscountRow): Discount => ({
  id: row.id,
  externalId: row.externalId,
  title: row.title,
  code: row.code,
  type: row.type,
  amount: row.amount,
  currencyCode: row.currencyCode,
  status: row.status,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt ? row.endsAt.toISOString() : null,
  usageLimit: row.usageLimit,
  timesUsed: row.timesUsed,
  updatedAt: row.updatedAt.toISOString(),
});

const platformFailure = (message: string) => new AppError('PLATFORM_ERROR', message);

/**
 * Runs one Shopify call for the brand: dead tokens flag the connection for a reconnect (as every
 * platform call does); anything the platform got wrong becomes the given 502 message.
 */
async function withShopify<T>(
  deps: DiscountDeps,
  scope: DiscountScope,
  failure: string,
  run: (connection: PlatformConnection) => Promise<T>,
): Promise<T | null> {
  const row = await findBrandConnection(deps.db, { ...scope, platform: 'shopify' });
  if (!row) return null;
  try {
    // Shopify refusing the input says nothing about the connection's health: kept out of lastError.
    const result = await withConnectionHealth(deps, row, async () => {
      try {
        return { value: await run(openConnection(deps.cipher, row)) };
      } catch (error) {
        if (error instanceof ShopifyUserError) return { refused: error };
        throw error;
      }
    });
    if (!result.ok) throw platformFailure(failure);
    if ('refused' in result.value) throw result.value.refused;
    return result.value.value;
  } catch (error) {
    if (error instanceof PlatformError) {
      deps.log.warn(`shopify discounts for brand ${scope.brandId}: ${error.message}`);
      throw platformFailure(failure);
    }
    throw error;
  }
}

/** GET /api/discounts: Shopify's list (to the last page) replaces the brand's copy, which is returned. */
export async function listDiscounts(
  deps: DiscountDeps,
  scope: DiscountScope,
): Promise<{ discounts: Discount[]; shopifyConnected: boolean }> {
  const items = await withShopify(deps, scope, DISCOUNT_MESSAGES.fetchFailed, (connection) =>
    listShopifyDiscounts(deps.integrations.deps, connection),
  );
  if (items === null) return { discounts: [], shopifyConnected: false };
  await deps.db.transaction((tx) => replaceDiscounts(tx, scope, items));
  return { discounts: (await listDiscountRows(deps.db, scope)).map(toDiscount), shopifyConnected: true };
}

/** Shopify's input paths (basicCodeDiscount.customerGets.value.percentage) to the modal's fields. */
function fieldOf(path: string[]): string {
  const names = path.filter((part) => part !== 'basicCodeDiscount');
  if (names.includes('customerGets')) return 'amount';
  return names[0] ?? 'discount';
}

const userErrorDetails = (error: ShopifyUserError): FieldError[] =>
  error.errors.map((entry) => ({ field: fieldOf(entry.field), message: entry.message }));

/** PUT /api/discounts/{name}: the discount titled `name` (this brand's) is updated in Shopify, then here. */
export async function updateDiscount(
  deps: DiscountDeps,
  scope: DiscountScope,
  name: string,
  input: DiscountUpdate,
): Promise<Discount> {
  const matches = await findDiscountsByTitle(deps.db, scope, name);
  const [current] = matches;
  if (!current) throw notFound(DISCOUNT_MESSAGES.notFound);
  if (matches.length > 1) throw conflict(DISCOUNT_MESSAGES.ambiguousTitle);
  if (input.title !== current.title) {
    const [other] = await findDiscountsByTitle(deps.db, scope, input.title);
    if (other) {
      throw badRequest(DISCOUNT_MESSAGES.titleTaken, [{ field: 'title', message: DISCOUNT_MESSAGES.titleTaken }]);
    }
  }
  try {
    const updated = await withShopify(deps, scope, DISCOUNT_MESSAGES.updateFailed, (connection) =>
      updateShopifyDiscount(deps.integrations.deps, connection, current.externalId, {
        ...input,
        startsAt: new Date(input.startsAt),
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
      }),
    );
    if (updated === null) throw conflict(DISCOUNT_MESSAGES.listNotConnected);
    return toDiscount(await upsertDiscount(deps.db, scope, updated));
  } catch (error) {
    if (error instanceof ShopifyUserError) {
      throw badRequest(DISCOUNT_MESSAGES.updateFailed, userErrorDetails(error));
    }
    throw error;
  }
}

// No 0/O or 1/I: the code is read aloud and typed from a reply.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_ATTEMPTS = 3;
/** Every call makes a real code in the merchant's store: a runaway client must not flood it. */
const REPLY_CODES_PER_BRAND: RateRule = { name: 'discount-reply-code:brand', limit: 120, windowMs: 60 * 60 * 1000 };

export function replyCode(): string {
  let suffix = '';
  for (let index = 0; index < 6; index += 1) suffix += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return `THANKS-${suffix}`;
}

export const replyLine = (code: string) =>
  DISCOUNT_MESSAGES.replyLine.replace('{percent}', String(REPLY_DISCOUNT_PERCENT)).replace('{code}', code);

type ReplyDiscount = { code: string; percentage: number; line: string; discount: Discount };

/** The reply code a comment holds (metadata discountCode + discountId), when it has one. */
function heldCode(metadata: Record<string, unknown>): { code: string; externalId: string } | null {
  const code = metadata['discountCode'];
  const externalId = metadata['discountId'];
  return typeof code === 'string' && typeof externalId === 'string' ? { code, externalId } : null;
}

/**
 * POST /api/discounts/reply-code: a real single-use 15 % code in the brand's store. For a comment there is one
 * code per reply (issue 19 item 3): pressing Add Discount again returns the code it already holds. The comment
 * stays locked while Shopify makes the code, so a double press cannot make two.
 */
export async function createReplyDiscount(
  deps: DiscountDeps,
  scope: DiscountScope,
  input: ReplyDiscountRequest,
): Promise<ReplyDiscount> {
  const { commentId } = input;
  if (!commentId) return createCode(deps, scope, input);
  return deps.db.transaction(async (tx) => {
    const comment = await lockComment(tx, scope, commentId);
    if (comment.status === 'sent') throw conflict(INBOX_MESSAGES.cannotEditSent);
    const held = heldCode(comment.metadata);
    const existing = held ? await findDiscountRow(tx, scope, held.externalId) : null;
    if (held && existing) {
      return {
        code: held.code,
        percentage: REPLY_DISCOUNT_PERCENT,
        line: replyLine(held.code),
        discount: toDiscount(existing),
      };
    }
    const created = await createCode(deps, scope, input);
    await updateCommentMetadata(tx, scope, comment, {
      discountCode: created.code,
      discountId: created.discount.externalId,
    });
    return created;
  });
}

/**
 * DELETE /api/discounts/reply-code/{commentId}: the comment's code was not sent (the editor was cancelled, or the
 * draft saved without it), so it is deleted in Shopify and leaves the Discount Manager. A code in a sent reply
 * stays: the customer has it.
 */
export async function withdrawReplyDiscount(
  deps: DiscountDeps,
  scope: DiscountScope,
  commentId: string,
): Promise<{ withdrawn: string | null }> {
  return deps.db.transaction(async (tx) => {
    const comment = await lockComment(tx, scope, commentId);
    const held = heldCode(comment.metadata);
    if (!held) return { withdrawn: null };
    const sentWithIt = comment.status === 'sent' && (comment.sentContent ?? '').includes(held.code);
    if (sentWithIt) throw conflict(DISCOUNT_MESSAGES.codeAlreadySent);
    await withShopify(deps, scope, DISCOUNT_MESSAGES.withdrawFailed, (connection) =>
      deleteShopifyDiscount(deps.integrations.deps, connection, held.externalId),
    );
    await deleteDiscountRow(tx, scope, held.externalId);
    await updateCommentMetadata(tx, scope, comment, { discountCode: null, discountId: null });
    return { withdrawn: held.code };
  });
}

async function createCode(
  deps: DiscountDeps,
  scope: DiscountScope,
  input: ReplyDiscountRequest,
): Promise<ReplyDiscount> {
  const limit = await hitLimits(deps.db, [[REPLY_CODES_PER_BRAND, scope.brandId]]);
  if (limit.exceeded) throw new AppError('RATE_LIMIT_EXCEEDED', GENERAL_MESSAGES.rateLimited);
  for (let attempt = 1; ; attempt += 1) {
    const code = replyCode();
    const reference = input.commentId ? ` (review ${input.commentId.slice(0, 8)})` : '';
    try {
      const created = await withShopify(deps, scope, DISCOUNT_MESSAGES.createFailed, (connection) =>
        createShopifyDiscount(deps.integrations.deps, connection, {
          title: `Thank-you ${REPLY_DISCOUNT_PERCENT}% ${code}${reference}`,
          code,
          type: 'percentage',
          amount: REPLY_DISCOUNT_PERCENT,
          startsAt: new Date(),
          endsAt: null,
          usageLimit: 1,
          appliesOncePerCustomer: true,
        }),
      );
      if (created === null) throw conflict(DISCOUNT_MESSAGES.shopifyNotConnected);
      const discount = toDiscount(await upsertDiscount(deps.db, scope, created));
      return { code, percentage: REPLY_DISCOUNT_PERCENT, line: replyLine(code), discount };
    } catch (error) {
      if (!(error instanceof ShopifyUserError)) throw error;
      if (!error.has('TAKEN') || attempt >= CODE_ATTEMPTS) {
        deps.log.warn(`shopify refused a reply code for brand ${scope.brandId}: ${error.message}`);
        throw platformFailure(DISCOUNT_MESSAGES.createFailed);
      }
    }
  }
}
