import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type Preferences,
  type PreferencesUpdate,
  type TeamMember,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../plugins/auth.ts';
import { isAdministrator } from '../auth/user.dto.ts';
import { findPreferencesRow, upsertPreferencesRow, type PreferencesRow } from './preferences.queries.ts';
import { listAccountMembers } from './profile.queries.ts';

/** A stored row read through the current schema: values an older release wrote fall back to the defaults. */
function toPreferences(row: PreferencesRow | null): Preferences {
  if (!row) return DEFAULT_PREFERENCES;
  const parsed = preferencesSchema.safeParse({
    language: row.language,
    timezone: row.timezone,
    dateFormat: row.dateFormat,
    theme: row.theme,
    notifications: row.notifications,
    privacy: row.privacy,
  });
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

export async function getPreferences(db: Database, principal: Principal): Promise<Preferences> {
  return toPreferences(await findPreferencesRow(db, principal.accountId, principal.userId));
}

/** Merges the changed groups into what is stored; a transaction keeps two tabs' saves from losing each other. */
export async function savePreferences(
  db: Database,
  principal: Principal,
  update: PreferencesUpdate,
): Promise<Preferences> {
  return db.transaction(async (tx) => {
    const current = toPreferences(await findPreferencesRow(tx, principal.accountId, principal.userId));
    const next: Preferences = { ...current, ...update };
    const row = await upsertPreferencesRow(tx, {
      userId: principal.userId,
      accountId: principal.accountId,
      ...next,
    });
    return toPreferences(row);
  });
}

/**
 * The Team tab: the account's real users. Administrators and the account's first user (its owner) have full
 * access; everyone else in the account edits content.
 */
export async function listTeam(db: Database, principal: Principal, adminEmail: string): Promise<TeamMember[]> {
  const rows = await listAccountMembers(db, principal.accountId);
  return rows.map((row, index) => ({
    id: row.id,
    name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
    email: row.email,
    role: index === 0 || isAdministrator(row, adminEmail) ? ('admin' as const) : ('editor' as const),
    status: row.status,
    isYou: row.id === principal.userId,
    joinedAt: row.createdAt.toISOString(),
  }));
}
