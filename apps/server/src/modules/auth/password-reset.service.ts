import {
  INVITATION_MESSAGES,
  INVITATION_TTL_SECONDS,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_SECONDS,
  type User,
} from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { hitLimits, RATE_RULES } from '../rate-limit/rate-limit.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { ClientContext } from './client-context.ts';
import { signInRefusal, startSession } from './login.service.ts';
import { enqueueMail, invitationMail, passwordResetMail } from './password.mail.ts';
import {
  lockUnusedToken,
  replacePasswordToken,
  retirePasswordTokens,
  type PasswordTokenPurpose,
} from './password-token.queries.ts';
import { revokeUserSessions } from './session.queries.ts';
import { toUserDto } from './user.dto.ts';
import { findUserByEmail, findUserById, updateUser, type UserRow } from './user.queries.ts';
import { markEmailVerified } from './verification.service.ts';

const TTL_SECONDS: Record<PasswordTokenPurpose, number> = {
  reset: PASSWORD_RESET_TTL_SECONDS,
  invitation: INVITATION_TTL_SECONDS,
};

/** A fresh link token (256 bits); only its SHA-256 is stored, and older links of the same kind stop working. */
async function issuePasswordToken(db: Executor, userId: string, purpose: PasswordTokenPurpose): Promise<string> {
  const token = randomToken(32);
  await replacePasswordToken(db, { userId, purpose, tokenHash: sha256(token), ttlSeconds: TTL_SECONDS[purpose] });
  return token;
}

/** A mail that could not be queued is logged, not shown: the answer must not depend on the address. */
async function queueMail(deps: Pick<AuthDeps, 'queue' | 'log'>, mail: Parameters<typeof enqueueMail>[1]) {
  try {
    await enqueueMail(deps.queue, mail);
  } catch (error) {
    deps.log.error({ err: error }, 'could not enqueue an account e-mail');
  }
}

/**
 * POST /auth/forgot-password: the same answer for unknown, suspended and real addresses (limits are keyed
 * on the address whether or not it exists); a mail only for active accounts.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, client: ClientContext): Promise<void> {
  const address = email.toLowerCase();
  const limit = await hitLimits(deps.db, [
    [RATE_RULES.resetCooldown, address],
    [RATE_RULES.resetPerHour, address],
    ...(client.ip ? ([[RATE_RULES.resetPerIp, client.ip]] as const) : []),
  ]);
  if (limit.exceeded) throw new AppError('RATE_LIMIT_EXCEEDED', PASSWORD_RESET_MESSAGES.tooManyRequests);
  const user = await findUserByEmail(deps.db, address);
  if (!user || user.status !== 'active') return;
  const token = await issuePasswordToken(deps.db, user.id, 'reset');
  await queueMail(deps, passwordResetMail(user.email, deps.publicUrl, token));
}

/**
 * Spends a link: the new password (same rule as sign-up) replaces the old one, the address counts as
 * verified (the link was mailed to it), and every link of the user stops working.
 */
async function redeemPasswordToken<T>(
  deps: AuthDeps,
  input: { token: string; password: string; purpose: PasswordTokenPurpose; client: ClientContext },
  then: (tx: Executor, user: UserRow) => Promise<T>,
): Promise<{ user: UserRow; result: T }> {
  const invalidMessage =
    input.purpose === 'reset' ? PASSWORD_RESET_MESSAGES.invalidLink : INVITATION_MESSAGES.invalidLink;
  const invalid = new AppError('INVALID_LINK', invalidMessage);
  const limit = await hitLimits(deps.db, input.client.ip ? [[RATE_RULES.passwordLinkPerIp, input.client.ip]] : []);
  if (limit.exceeded) throw new AppError('RATE_LIMIT_EXCEEDED', PASSWORD_RESET_MESSAGES.tooManyRequests);
  // argon2 runs before the transaction, so no row stays locked while it works.
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const live = await lockUnusedToken(tx, sha256(input.token), input.purpose);
    if (!live || live.expired) throw invalid;
    const user = await findUserById(tx, live.userId);
    if (!user) throw invalid;
    const refusal = signInRefusal(user);
    if (refusal) throw refusal;
    await retirePasswordTokens(tx, user.id);
    const updated = await markEmailVerified(tx, await updateUser(tx, user.id, { passwordHash }));
    return { user: updated, result: await then(tx, updated) };
  });
}

/** POST /auth/reset-password: every session of the user ends, except the caller's own if it is theirs. */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  client: ClientContext,
  caller: { userId: string; sessionId: string } | null,
): Promise<void> {
  await redeemPasswordToken(deps, { ...input, purpose: 'reset', client }, async (tx, user) => {
    await revokeUserSessions(tx, user.id, caller?.userId === user.id ? caller.sessionId : undefined);
  });
}

/** POST /auth/accept-invitation: the invited customer sets a password and is signed in. */
export async function acceptInvitation(
  deps: AuthDeps,
  input: { token: string; password: string },
  client: ClientContext,
): Promise<{ token: string; user: User }> {
  const { user, result } = await redeemPasswordToken(deps, { ...input, purpose: 'invitation', client }, (tx, row) =>
    startSession(tx, row, 'invitation', client),
  );
  return { token: result.token, user: toUserDto(user, deps.adminEmail) };
}

/**
 * Add New Customer (issue 13 §9): the invitation link for a user an administrator created, stored in the
 * administrator's transaction; mail it with {@link mailInvitation} after the commit.
 */
export function issueInvitation(tx: Executor, userId: string): Promise<string> {
  return issuePasswordToken(tx, userId, 'invitation');
}

export async function mailInvitation(
  deps: { queue: JobQueue; publicUrl: string; log: AuthDeps['log'] },
  user: { email: string; firstName: string | null },
  token: string,
): Promise<void> {
  await queueMail(deps, invitationMail(user.email, deps.publicUrl, token, user.firstName));
}
