import net from 'node:net';
import { PROFILE_MESSAGES, type ProfileSession } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import { listLiveSessions, revokeOtherSessions, revokeUserSession } from './sessions.queries.ts';

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./];

/** Without a geo-IP database we can only tell this machine's network from the internet. */
export function describeLocation(ip: string | null): string {
  if (!ip) return PROFILE_MESSAGES.unknownLocation;
  const address = ip.replace(/^::ffff:/, '');
  if (address === '::1' || (net.isIPv4(address) && PRIVATE_V4.some((range) => range.test(address)))) {
    return 'Local network';
  }
  if (/^f[cd]/i.test(address) || /^fe80:/i.test(address)) return 'Local network';
  return PROFILE_MESSAGES.unknownLocation;
}

const METHOD_LABELS: Record<string, string> = {
  password: 'Email & password',
  google: 'Google',
  email_code: 'Email code',
};

export async function listSessions(db: Database, principal: Principal): Promise<ProfileSession[]> {
  const rows = await listLiveSessions(db, principal.userId);
  return rows.map((row) => ({
    id: row.id,
    device: row.device ?? 'Unknown device',
    isCurrent: row.id === principal.sessionId,
    location: describeLocation(row.ipAddress),
    timestamp: row.lastSeenAt.toISOString(),
    loginMethod: METHOD_LABELS[row.loginMethod] ?? row.loginMethod,
    ipAddress: row.ipAddress,
  }));
}

export async function revokeSession(db: Database, principal: Principal, sessionId: string): Promise<void> {
  if (!(await revokeUserSession(db, principal.userId, sessionId))) throw notFound(PROFILE_MESSAGES.sessionNotFound);
}

export function signOutOtherDevices(db: Database, principal: Principal): Promise<number> {
  return revokeOtherSessions(db, principal.userId, principal.sessionId);
}
