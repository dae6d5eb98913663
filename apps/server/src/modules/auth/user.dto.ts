import type { User } from '@bizamply/contracts';
import type { UserRow } from './user.queries.ts';

export function isAdministrator(row: Pick<UserRow, 'role' | 'email'>, adminEmail: string): boolean {
  return row.role === 'admin' || row.role === 'super_admin' || row.email.toLowerCase() === adminEmail.toLowerCase();
}

/** The user as every auth response shows it: no hashes, no tokens, no internal columns. */
export function toUserDto(row: UserRow, adminEmail: string): User {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    email: row.email,
    name: name || row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profilePic: row.profilePic,
    role: row.role,
    isAdmin: isAdministrator(row, adminEmail),
    accountType: row.accountType,
    firstimeSetup: row.firstimeSetup === 1 ? 1 : 0,
    emailVerified: row.emailVerifiedAt !== null,
    bizamplyId: row.accountId,
    shopifyDomain: row.shopifyDomain,
    shopifySessionId: row.shopifySessionId,
    shopifyScope: row.shopifyScope,
  };
}
