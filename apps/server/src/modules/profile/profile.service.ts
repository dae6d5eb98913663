import { PROFILE_MESSAGES, type ChangePasswordInput, type Profile, type ProfileUpdate } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Cipher } from '../../lib/secrets.ts';
import type { Principal } from '../../plugins/auth.ts';
import { guardSecretCheck, RATE_RULES } from '../rate-limit/rate-limit.service.ts';
import { toProfile } from './profile.dto.ts';
import { findProfileRow, updateProfileRow } from './profile.queries.ts';
import { revokeOtherSessions } from './sessions.queries.ts';

export interface ProfileDeps {
  db: Database;
  cipher: Cipher;
  adminEmail: string;
}

export async function getProfile(deps: ProfileDeps, principal: Principal): Promise<Profile> {
  const row = await findProfileRow(deps.db, principal.accountId, principal.userId);
  if (!row) throw notFound(PROFILE_MESSAGES.fetchFailed);
  return toProfile(row, deps.adminEmail);
}

export async function updateProfile(deps: ProfileDeps, principal: Principal, input: ProfileUpdate): Promise<Profile> {
  const row = await updateProfileRow(deps.db, principal.accountId, principal.userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    // Absent fields keep their value; null or '' clears them.
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.location !== undefined ? { location: input.location } : {}),
    ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
    ...(input.bio !== undefined ? { bio: input.bio } : {}),
  });
  if (!row) throw notFound(PROFILE_MESSAGES.updateFailed);
  return toProfile(row, deps.adminEmail);
}

/**
 * Spec 3 §8: INVALID_CURRENT_PASSWORD and PASSWORD_NOT_SET. A new password also ends every other session, so a
 * password changed because of a leak locks the intruder out at once.
 */
export async function changePassword(
  deps: ProfileDeps,
  principal: Principal,
  input: ChangePasswordInput,
): Promise<void> {
  const row = await findProfileRow(deps.db, principal.accountId, principal.userId);
  if (!row) throw notFound();
  const { passwordHash: currentHash } = row;
  if (!currentHash) throw new AppError('PASSWORD_NOT_SET', PROFILE_MESSAGES.passwordNotSet);
  await guardSecretCheck(deps.db, RATE_RULES.passwordConfirmPerUser, principal.userId, async () => {
    if (!(await verifyPassword(currentHash, input.currentPassword))) {
      throw new AppError('INVALID_CURRENT_PASSWORD', PROFILE_MESSAGES.invalidCurrentPassword);
    }
  });
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateProfileRow(tx, principal.accountId, principal.userId, { passwordHash });
    await revokeOtherSessions(tx, principal.userId, principal.sessionId);
  });
}
