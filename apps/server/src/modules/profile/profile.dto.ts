import type { Profile } from '@bizamply/contracts';
import { isAdministrator } from '../auth/user.dto.ts';
import type { ProfileRow } from './profile.queries.ts';

/** The profile as GET /api/profile returns it: no hashes, no shop secrets. */
export function toProfile(row: ProfileRow, adminEmail: string): Profile {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: name || row.email,
    email: row.email,
    phone: row.phone,
    location: row.location,
    birthday: row.birthday,
    bio: row.bio,
    profilePic: row.profilePic,
    role: row.role,
    isAdmin: isAdministrator(row, adminEmail),
    joinDate: row.createdAt.toISOString(),
    // Subscriptions come from the billing module; none is linked to the profile row itself.
    currentSubscriptionId: null,
    accountType: row.accountType,
    hasPassword: row.passwordHash !== null,
  };
}
