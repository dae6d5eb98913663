import {
  ACCESS_MESSAGES,
  AUTH_MESSAGES,
  SIGN_IN_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type LoginRequest,
  type User,
} from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomToken } from '../../lib/secrets.ts';
import { checkSecondFactor } from '../profile/two-factor.service.ts';
import { hitLimits, RATE_RULES } from '../rate-limit/rate-limit.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { ClientContext } from './client-context.ts';
import { createSession } from './session.service.ts';
import { toUserDto } from './user.dto.ts';
import { findUserByEmail, insertLoginHistory, type UserRow } from './user.queries.ts';
import { sendFreshCodeIfAllowed } from './verification.service.ts';

let dummyHash: Promise<string> | null = null;
/** Unknown addresses still pay for one argon2 verify, so response time does not reveal accounts. */
const timingDummy = () => (dummyHash ??= hashPassword(randomToken(16)));

async function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
  if (!user?.passwordHash) {
    await verifyPassword(await timingDummy(), password);
    return false;
  }
  return verifyPassword(user.passwordHash, password);
}

export async function recordLogin(
  db: Executor,
  entry: { user: UserRow | null; email: string; success: boolean; method: string; client: ClientContext },
): Promise<void> {
  await insertLoginHistory(db, {
    userId: entry.user?.id ?? null,
    accountId: entry.user?.accountId ?? null,
    email: entry.email,
    success: entry.success,
    loginMethod: entry.method,
    ipAddress: entry.client.ip,
    userAgent: entry.client.userAgent,
  });
}

/** Banned (suspended) and inactive (deactivated) users cannot sign in: the error to answer, or null. */
export function signInRefusal(user: Pick<UserRow, 'status'>): AppError | null {
  if (user.status === 'banned') return new AppError('ACCOUNT_SUSPENDED', AUTH_MESSAGES.accountSuspended);
  if (user.status === 'inactive') return new AppError('ACCOUNT_INACTIVE', SIGN_IN_MESSAGES.accountInactive);
  return null;
}

/** Opens a session and records the successful sign-in, in one transaction. */
export async function startSession(
  db: Executor,
  user: UserRow,
  method: string,
  client: ClientContext,
  options: { remember?: boolean } = {},
): Promise<{ token: string }> {
  const session = await createSession(
    db,
    { userId: user.id, accountId: user.accountId, device: client.device, ipAddress: client.ip, loginMethod: method },
    options,
  );
  await recordLogin(db, { user, email: user.email, success: true, method, client });
  return { token: session.token };
}

/**
 * POST /auth/login. Every attempt is counted before the password is checked (atomically, on the shared
 * table) and a successful one is taken back, so only failures use up the budget.
 */
export async function login(
  deps: AuthDeps,
  input: Pick<LoginRequest, 'email' | 'password' | 'twoFactorCode' | 'rememberMe'>,
  client: ClientContext,
): Promise<{ token: string; user: User }> {
  const email = input.email.toLowerCase();
  const ip = client.ip ?? 'unknown';
  const limit = await hitLimits(deps.db, [
    [RATE_RULES.loginPerIpAndEmail, `${ip}|${email}`],
    [RATE_RULES.loginPerIp, ip],
    [RATE_RULES.loginPerEmail, email],
  ]);
  if (limit.exceeded) throw new AppError('RATE_LIMIT_EXCEEDED', AUTH_MESSAGES.loginRateLimited);

  const user = await findUserByEmail(deps.db, email);
  if (!user || !(await passwordMatches(user, input.password))) {
    await recordLogin(deps.db, { user, email, success: false, method: 'password', client });
    throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }
  // A wrong second factor is a failed attempt like a wrong password: it keeps its place in the rate limit.
  const secondFactor = await checkSecondFactor(deps, user.id, input.twoFactorCode);
  if (secondFactor === 'invalid') {
    await recordLogin(deps.db, { user, email, success: false, method: 'password', client });
    throw new AppError('INVALID_TWO_FACTOR_CODE', TWO_FACTOR_MESSAGES.invalidCode);
  }
  await limit.refund();
  const refusal = signInRefusal(user);
  if (refusal) {
    await recordLogin(deps.db, { user, email, success: false, method: 'password', client });
    throw refusal;
  }
  if (!user.emailVerifiedAt) {
    await recordLogin(deps.db, { user, email, success: false, method: 'password', client });
    await sendFreshCodeIfAllowed(deps, user, client.ip);
    throw new AppError('EMAIL_NOT_VERIFIED', ACCESS_MESSAGES.emailNotVerified);
  }
  if (secondFactor === 'required') throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.codeRequired);
  // "Remember me" unticked: a one-day session the browser keeps only until it closes (issue 19 item 17).
  const remember = input.rememberMe !== false;
  const { token } = await deps.db.transaction((tx) => startSession(tx, user, 'password', client, { remember }));
  return { token, user: toUserDto(user, deps.adminEmail) };
}
