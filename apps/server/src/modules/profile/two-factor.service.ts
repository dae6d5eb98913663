import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { sha256, type Cipher } from '../../lib/secrets.ts';
import type { Principal } from '../../plugins/auth.ts';
import {
  deleteTwoFactor,
  findTwoFactor,
  updateTwoFactor,
  upsertPendingTwoFactor,
  type TwoFactorRow,
} from './two-factor.queries.ts';
import { guardSecretCheck, RATE_RULES } from '../rate-limit/rate-limit.service.ts';
import { generateSecret, matchTotp, otpauthUrl } from './totp.ts';

export interface TwoFactorDeps {
  db: Database;
  cipher: Cipher;
}

const invalidCode = () => new AppError('INVALID_TWO_FACTOR_CODE', TWO_FACTOR_MESSAGES.invalidCode, undefined, 400);

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function recoveryCode(): string {
  const chars = Array.from(crypto.randomBytes(10), (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
const hashRecoveryCode = (code: string) => sha256(code.trim().toLowerCase());

export async function getTwoFactorStatus(db: Database, principal: Principal): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(db, principal.userId);
  const enabled = Boolean(row?.enabledAt);
  return { enabled, recoveryCodesLeft: enabled ? (row?.recoveryCodeHashes.length ?? 0) : 0 };
}

/** Starts (or restarts) a setup: the secret only takes effect once a first code proves the app has it. */
export async function startTwoFactorSetup(deps: TwoFactorDeps, principal: Principal) {
  const existing = await findTwoFactor(deps.db, principal.userId);
  if (existing?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const secret = generateSecret();
  await upsertPendingTwoFactor(deps.db, {
    userId: principal.userId,
    accountId: principal.accountId,
    secretEnc: deps.cipher.encrypt(secret),
  });
  return { secret, otpauthUrl: otpauthUrl(secret, principal.email) };
}

/** Accepts a TOTP code (never the same time step twice) or an unused recovery code, and records its use. */
async function consumeCode(tx: Executor, cipher: Cipher, row: TwoFactorRow, code: string): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const step = matchTotp(cipher.decrypt(row.secretEnc), code, row.lastUsedStep);
    if (step === null) return false;
    await updateTwoFactor(tx, row.userId, { lastUsedStep: step });
    return true;
  }
  const hash = hashRecoveryCode(code);
  if (!row.enabledAt || !row.recoveryCodeHashes.includes(hash)) return false;
  await updateTwoFactor(tx, row.userId, { recoveryCodeHashes: row.recoveryCodeHashes.filter((h) => h !== hash) });
  return true;
}

export async function enableTwoFactor(deps: TwoFactorDeps, principal: Principal, code: string): Promise<string[]> {
  return guardSecretCheck(deps.db, RATE_RULES.twoFactorPerUser, principal.userId, () =>
    enableWithCode(deps, principal, code),
  );
}

async function enableWithCode(deps: TwoFactorDeps, principal: Principal, code: string): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    const row = await findTwoFactor(tx, principal.userId, { forUpdate: true });
    if (!row) throw badRequest(TWO_FACTOR_MESSAGES.setupMissing);
    if (row.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
    if (!/^\d{6}$/.test(code) || !(await consumeCode(tx, deps.cipher, row, code))) throw invalidCode();
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    await updateTwoFactor(tx, principal.userId, {
      enabledAt: new Date(),
      recoveryCodeHashes: codes.map(hashRecoveryCode),
    });
    return codes;
  });
}

export async function disableTwoFactor(deps: TwoFactorDeps, principal: Principal, code: string): Promise<void> {
  await guardSecretCheck(deps.db, RATE_RULES.twoFactorPerUser, principal.userId, () =>
    deps.db.transaction(async (tx) => {
      const row = await findTwoFactor(tx, principal.userId, { forUpdate: true });
      if (!row?.enabledAt) throw badRequest(TWO_FACTOR_MESSAGES.disabledText);
      if (!(await consumeCode(tx, deps.cipher, row, code))) throw invalidCode();
      await deleteTwoFactor(tx, principal.userId, principal.accountId);
    }),
  );
}

export type SecondFactorResult = 'not-enabled' | 'required' | 'accepted' | 'invalid';

/** The sign-in's second step: called once the password was right. */
export async function checkSecondFactor(
  deps: TwoFactorDeps,
  userId: string,
  code: string | undefined,
): Promise<SecondFactorResult> {
  const row = await findTwoFactor(deps.db, userId);
  if (!row?.enabledAt) return 'not-enabled';
  const typed = code?.replace(/\s+/g, '') ?? '';
  if (typed === '') return 'required';
  const accepted = await deps.db.transaction(async (tx) => {
    const locked = await findTwoFactor(tx, userId, { forUpdate: true });
    return locked?.enabledAt ? consumeCode(tx, deps.cipher, locked, typed) : false;
  });
  return accepted ? 'accepted' : 'invalid';
}
