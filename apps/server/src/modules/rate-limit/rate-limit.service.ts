import { GENERAL_MESSAGES, REPORT_LIMITS, type ErrorCode } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countHits, hitAndCount, purgeBucketsBefore, unhit } from './rate-limit.queries.ts';

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every limit of the access flows, in one place (documented in docs/spec-deviations.md). */
export const RATE_RULES = {
  /** Failed logins for one address from one IP: the 6th attempt within 15 minutes is refused. */
  loginPerIpAndEmail: { name: 'login:ip+email', limit: 5, windowMs: 15 * MINUTE },
  /** Failed logins from one IP, whatever the address. */
  loginPerIp: { name: 'login:ip', limit: 20, windowMs: 15 * MINUTE },
  /** Failed logins for one address from anywhere (the per-account limit; IPs can be spread). */
  loginPerEmail: { name: 'login:email', limit: 10, windowMs: 15 * MINUTE },
  /** Wrong current passwords from one signed-in user (change password, confirm a store link): as sign-in. */
  passwordConfirmPerUser: { name: 'password-confirm:user', limit: 5, windowMs: 15 * MINUTE },
  /** Wrong two-factor codes from one signed-in user (turning it on or off). */
  twoFactorPerUser: { name: 'two-factor:user', limit: 5, windowMs: 15 * MINUTE },
  registrationPerIp: { name: 'register:ip', limit: 5, windowMs: HOUR },
  resendCooldown: { name: 'verify-send:email:30s', limit: 1, windowMs: 30 * SECOND },
  resendPerHour: { name: 'verify-send:email:1h', limit: 5, windowMs: HOUR },
  resendPerIp: { name: 'verify-send:ip', limit: 20, windowMs: HOUR },
  verifyPerIp: { name: 'verify:ip', limit: 30, windowMs: 15 * MINUTE },
  // Issue 13 §9: reset mails per address (whether or not it has an account) and per IP; link submits per IP.
  resetCooldown: { name: 'reset-send:email:60s', limit: 1, windowMs: MINUTE },
  resetPerHour: { name: 'reset-send:email:1h', limit: 5, windowMs: HOUR },
  resetPerIp: { name: 'reset-send:ip', limit: 20, windowMs: HOUR },
  passwordLinkPerIp: { name: 'password-link:ip', limit: 30, windowMs: 15 * MINUTE },
  // Issue 13 §4: report e-mails per account in any 24 hours.
  reportMailsPerAccount: { name: 'report-mail:account', limit: REPORT_LIMITS.mailsPerAccountPerDay, windowMs: DAY },
} as const satisfies Record<string, RateRule>;

/**
 * Sliding windows over the shared rate_limit_buckets table: each window is cut into SLICES fixed slices
 * and the count is the sum of the slices inside the window, so a burst cannot straddle a reset.
 */
const SLICES = 15;

export interface RateCheck {
  /** True when any of the rules is now over its limit. */
  exceeded: boolean;
  /** Takes the hits back, e.g. after a successful login. */
  refund: () => Promise<void>;
}

const bucketKey = (rule: RateRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

/** Whether the subject has used up the rule's budget, without using any of it (a check before the real hit). */
export async function limitReached(db: Database, rule: RateRule, subject: string, now = Date.now()): Promise<boolean> {
  const used = await countHits(db, { key: bucketKey(rule, subject), windowStart: new Date(now - rule.windowMs) });
  return used >= rule.limit;
}

/** Counts one hit on every (rule, subject) pair and says whether any limit is exceeded. */
export async function hitLimits(
  db: Database,
  checks: readonly (readonly [RateRule, string])[],
  now: number = Date.now(),
): Promise<RateCheck> {
  const hits = await Promise.all(
    checks.map(async ([rule, subject]) => {
      const sliceMs = Math.max(1, Math.floor(rule.windowMs / SLICES));
      const key = bucketKey(rule, subject);
      const sliceStart = new Date(Math.floor(now / sliceMs) * sliceMs);
      const total = await hitAndCount(db, { key, sliceStart, windowStart: new Date(now - rule.windowMs) });
      return { key, sliceStart, exceeded: total > rule.limit };
    }),
  );
  return {
    exceeded: hits.some((hit) => hit.exceeded),
    refund: async () => {
      await Promise.all(hits.map((hit) => unhit(db, { key: hit.key, sliceStart: hit.sliceStart })));
    },
  };
}

/** The errors that mean "that secret was wrong": only these use up an attempt. */
const WRONG_SECRET: ReadonlySet<ErrorCode> = new Set([
  'INVALID_CURRENT_PASSWORD',
  'INVALID_CREDENTIALS',
  'INVALID_TWO_FACTOR_CODE',
]);

/**
 * Runs a check of a secret a signed-in user must know (their password, a two-factor code), so that a stolen session
 * cannot guess it: past `rule`'s limit of wrong answers per user the check is not even made (429, "Too many
 * attempts"). Counted before the check, atomically; taken back unless the check said the secret was wrong.
 */
export async function guardSecretCheck<T>(
  db: Database,
  rule: RateRule,
  userId: string,
  check: () => Promise<T>,
): Promise<T> {
  const limit = await hitLimits(db, [[rule, userId]]);
  if (limit.exceeded) throw new AppError('RATE_LIMIT_EXCEEDED', GENERAL_MESSAGES.tooManyAttempts);
  try {
    const result = await check();
    await limit.refund();
    return result;
  } catch (error) {
    if (!(error instanceof AppError && WRONG_SECRET.has(error.code))) await limit.refund();
    throw error;
  }
}

/** Buckets older than the longest window are useless; the maintenance job drops them. */
export async function purgeOldBuckets(db: Database, now: number = Date.now()): Promise<void> {
  await purgeBucketsBefore(db, new Date(now - 24 * HOUR));
}
