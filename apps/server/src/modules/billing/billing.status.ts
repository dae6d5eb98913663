import { BILLING_MESSAGES, BILLING_PERIOD_DAYS, type PaymentStatus, type PlanTier } from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { appendLedgerEntry } from '../credits/credit.service.ts';
import {
  endOtherSubscriptions,
  findActiveSubscription,
  findChargeByReference,
  listSubscriptionsDue,
  lockCharge,
  setAccountType,
  updateCharge,
  type ChargeRow,
} from './billing.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const addPeriod = (from: Date) => new Date(from.getTime() + BILLING_PERIOD_DAYS * DAY_MS);

/** Shopify's AppSubscriptionStatus / one-time status in our four states; FROZEN (and unknowns) change nothing. */
export function mapShopifyStatus(status: string): PaymentStatus | null {
  switch (status.toUpperCase()) {
    case 'ACTIVE':
    case 'ACCEPTED':
      return 'active';
    case 'DECLINED':
    case 'EXPIRED':
      return 'failed';
    case 'CANCELLED':
      return 'cancelled';
    case 'PENDING':
      return 'pending';
    default:
      return null;
  }
}

/** Pending is decided once; an active subscription can only end. Late or replayed reports change nothing. */
function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === 'pending') return to !== 'pending';
  return from === 'active' && to === 'cancelled';
}

const ledgerKey = (charge: ChargeRow, period = 1) =>
  period === 1 ? `charge:${charge.id}` : `charge:${charge.id}:period:${period}`;

async function grantCredits(tx: Executor, charge: ChargeRow, period: number) {
  await appendLedgerEntry(tx, {
    accountId: charge.accountId,
    brandId: charge.brandId,
    userId: charge.userId,
    type: 'refill',
    platform: 'shopify',
    delta: charge.credits,
    description:
      charge.kind === 'subscription'
        ? `${charge.name}: ${charge.credits} credits for billing period ${period}`
        : `Credit purchase: ${charge.name}`,
    idempotencyKey: ledgerKey(charge, period),
    metadata: { chargeId: charge.id, shopifyChargeId: charge.shopifyGid, kind: charge.kind, period },
  });
}

const parseDate = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && Number.isFinite(date.getTime()) ? date : null;
};

/**
 * Applies what Shopify reported about a charge (webhook or status poll), under a row lock: activation
 * credits the charge once (ledger key `charge:<id>`) and, for a plan, sets the account type; the end of the
 * last active subscription returns the account to free.
 */
export async function applyChargeStatus(
  db: Database,
  ref: { accountId: string; chargeId: string },
  reported: { status: string; currentPeriodEnd?: string | null },
): Promise<ChargeRow> {
  return db.transaction(async (tx) => {
    const charge = await lockCharge(tx, ref.accountId, ref.chargeId);
    if (!charge) throw notFound(BILLING_MESSAGES.chargeNotFound);
    const next = mapShopifyStatus(reported.status);
    if (!next || !canMove(charge.status, next)) return charge;
    const now = new Date();
    if (next === 'active') {
      const currentPeriodEnd =
        charge.kind === 'subscription' ? (parseDate(reported.currentPeriodEnd) ?? addPeriod(now)) : null;
      await grantCredits(tx, charge, 1);
      await updateCharge(tx, charge.accountId, charge.id, {
        status: 'active',
        activatedAt: now,
        grantedPeriods: 1,
        currentPeriodEnd,
      });
      if (charge.kind === 'subscription') {
        await endOtherSubscriptions(tx, charge.accountId, charge.id);
        await setAccountType(tx, charge.accountId, charge.product as PlanTier);
      }
      return { ...charge, status: next, activatedAt: now, grantedPeriods: 1, currentPeriodEnd };
    }
    await updateCharge(tx, charge.accountId, charge.id, { status: next, endedAt: now });
    if (charge.kind === 'subscription' && charge.status === 'active') {
      if (!(await findActiveSubscription(tx, charge.accountId))) await setAccountType(tx, charge.accountId, 'free');
    }
    return { ...charge, status: next, endedAt: now };
  });
}

export async function requireCharge(db: Executor, accountId: string, reference: string): Promise<ChargeRow> {
  const charge = await findChargeByReference(db, accountId, reference);
  if (!charge) throw notFound(BILLING_MESSAGES.chargeNotFound);
  return charge;
}

/**
 * Credits each paid 30-day period of an active plan once (`charge:<id>:period:<n>`). `verify` asks Shopify
 * first, so a subscription cancelled on Shopify's side without a webhook reaching us is not credited.
 */
export async function grantDuePeriods(
  db: Database,
  now: Date,
  verify?: (charge: ChargeRow) => Promise<{ status: string; currentPeriodEnd?: string | null } | null>,
): Promise<number> {
  let granted = 0;
  for (const due of await listSubscriptionsDue(db, now, 100)) {
    if (verify) {
      const reported = await verify(due).catch(() => null);
      if (reported) {
        const current = await applyChargeStatus(db, { accountId: due.accountId, chargeId: due.id }, reported);
        if (current.status !== 'active') continue;
      }
    }
    granted += await db.transaction(async (tx) => {
      const charge = await lockCharge(tx, due.accountId, due.id);
      if (!charge || charge.status !== 'active' || !charge.currentPeriodEnd) return 0;
      let end = charge.currentPeriodEnd;
      let period = charge.grantedPeriods;
      const first = period;
      while (end <= now) {
        period += 1;
        await grantCredits(tx, charge, period);
        end = addPeriod(end);
      }
      await updateCharge(tx, charge.accountId, charge.id, { grantedPeriods: period, currentPeriodEnd: end });
      return period - first;
    });
  }
  return granted;
}
