import crypto from 'node:crypto';
import {
  ACCESS_MESSAGES,
  GENERAL_MESSAGES,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_MESSAGES,
  type User,
} from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { grantWelcomeCredits } from '../credits/credit.service.ts';
import { AppError } from '../../lib/errors.ts';
import { safeEqual, type Cipher } from '../../lib/secrets.ts';
import { hitLimits, RATE_RULES, type RateRule } from '../rate-limit/rate-limit.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { ClientContext } from './client-context.ts';
import { createSession } from './session.service.ts';
import { toUserDto } from './user.dto.ts';
import { findUserByEmail, insertLoginHistory, updateUser, type UserRow } from './user.queries.ts';
import { enqueueVerificationMail } from './verification.mail.ts';
import { consumeCode, countWrongAttempt, lockLiveCode, replaceCode } from './verification.queries.ts';

const codeHash = (cipher: Cipher, userId: string, code: string) => cipher.hmac(`email-verification:${userId}:${code}`);

/**
 * Stores a fresh 6-digit code (keyed HMAC only, so a database leak does not give the code away) and
 * retires the previous one. Returns the plain code for the e-mail, to be sent after commit.
 */
export async function issueCode(db: Executor, cipher: Cipher, userId: string): Promise<string> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceCode(db, {
    userId,
    codeHash: codeHash(cipher, userId, code),
    ttlSeconds: VERIFICATION_CODE_TTL_SECONDS,
  });
  return code;
}

/** Enqueues the e-mail; a queue failure is logged, not shown (the user can ask for another code). */
export async function mailCode(deps: AuthDeps, to: string, code: string): Promise<void> {
  try {
    await enqueueVerificationMail(deps.queue, to, code);
  } catch (error) {
    deps.log.error({ err: error }, 'could not enqueue the verification e-mail');
  }
}

/**
 * Counts a send against the address (sign-up's first code counts too, so Resend waits its turn). Keyed
 * on the address whether or not it has an account, so the answer reveals nothing. True when allowed.
 */
export async function countSend(deps: AuthDeps, email: string, ip: string | null): Promise<boolean> {
  const checks: [RateRule, string][] = [
    [RATE_RULES.resendCooldown, email],
    [RATE_RULES.resendPerHour, email],
  ];
  if (ip) checks.push([RATE_RULES.resendPerIp, ip]);
  return !(await hitLimits(deps.db, checks)).exceeded;
}

/** A new code for an unverified user, if the send limits allow; silently nothing otherwise. */
export async function sendFreshCodeIfAllowed(deps: AuthDeps, user: UserRow, ip: string | null): Promise<void> {
  if (!(await countSend(deps, user.email, ip))) return;
  const code = await issueCode(deps.db, deps.cipher, user.id);
  await mailCode(deps, user.email, code);
}

/** POST /auth/resend-verification: same answer for unknown, verified and unverified addresses. */
export async function resendVerification(deps: AuthDeps, email: string, client: ClientContext): Promise<void> {
  if (!(await countSend(deps, email, client.ip))) {
    throw new AppError('RATE_LIMIT_EXCEEDED', ACCESS_MESSAGES.resendTooSoon);
  }
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt || user.status !== 'active') return;
  const code = await issueCode(deps.db, deps.cipher, user.id);
  await mailCode(deps, user.email, code);
}

/**
 * Issue 13 §3: the welcome credits come with a proven address, not with the sign-up (idempotent per account).
 * An account an administrator added got the administrator's initial credits instead.
 */
export async function grantCreditsOnVerification(tx: Executor, user: UserRow): Promise<void> {
  if (!user.invitedAt) await grantWelcomeCredits(tx, user.accountId, user.id);
}

/** The address is proven (a code, a reset or invitation link, Google): verified from now on. */
export async function markEmailVerified(tx: Executor, user: UserRow): Promise<UserRow> {
  if (user.emailVerifiedAt) return user;
  const row = await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
  await grantCreditsOnVerification(tx, row);
  return row;
}

type Outcome = 'verified' | 'wrong' | 'burnt' | 'expired' | 'none';

/** POST /auth/verify-email: a right code verifies the address and signs the user in. */
export async function verifyEmail(
  deps: AuthDeps,
  input: { email: string; code: string },
  client: ClientContext,
  callerUserId: string | null,
): Promise<{ token: string; user: User }> {
  const limit = await hitLimits(deps.db, client.ip ? [[RATE_RULES.verifyPerIp, client.ip]] : []);
  if (limit.exceeded) throw new AppError('RATE_LIMIT_EXCEEDED', GENERAL_MESSAGES.rateLimited);
  const invalid = new AppError('INVALID_VERIFICATION_CODE', VERIFICATION_MESSAGES.invalidCode);
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw invalid;
  // A verified address has no code left; only its own signed-in user gets a (harmless) success back.
  if ((user.emailVerifiedAt && callerUserId !== user.id) || user.status !== 'active') throw invalid;

  const result = await deps.db.transaction(async (tx) => {
    let outcome: Outcome = 'verified';
    if (!user.emailVerifiedAt) {
      const live = await lockLiveCode(tx, user.id);
      outcome = await judge(tx, deps.cipher, user.id, live, input.code);
      if (outcome !== 'verified') return { outcome, session: null, row: user };
      if (live) await consumeCode(tx, live.id);
    }
    const row = await markEmailVerified(tx, user);
    const session = await createSession(tx, {
      userId: user.id,
      accountId: user.accountId,
      device: client.device,
      ipAddress: client.ip,
      loginMethod: 'email_code',
    });
    await insertLoginHistory(tx, {
      userId: user.id,
      accountId: user.accountId,
      email: user.email,
      success: true,
      loginMethod: 'email_code',
      ipAddress: client.ip,
      userAgent: client.userAgent,
    });
    return { outcome, session, row };
  });

  if (result.outcome === 'expired') throw new AppError('VERIFICATION_EXPIRED', VERIFICATION_MESSAGES.expired);
  if (result.outcome === 'burnt') throw new AppError('RATE_LIMIT_EXCEEDED', VERIFICATION_MESSAGES.tooManyAttempts);
  if (!result.session) throw invalid;
  return { token: result.session.token, user: toUserDto(result.row, deps.adminEmail) };
}

async function judge(
  tx: Executor,
  cipher: Cipher,
  userId: string,
  live: Awaited<ReturnType<typeof lockLiveCode>>,
  code: string,
): Promise<Outcome> {
  if (!live) return 'none';
  if (live.attempts >= VERIFICATION_MAX_ATTEMPTS) return 'burnt';
  if (live.expired) return 'expired';
  if (safeEqual(live.codeHash, codeHash(cipher, userId, code))) return 'verified';
  const attempts = await countWrongAttempt(tx, live.id);
  return attempts >= VERIFICATION_MAX_ATTEMPTS ? 'burnt' : 'wrong';
}
