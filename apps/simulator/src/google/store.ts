import crypto from 'node:crypto';

/** An authorization request that passed validation and waits for the consent page's answer. */
export interface PendingRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | undefined;
  nonce: string | undefined;
  codeChallenge: string | undefined;
  codeChallengeMethod: 'S256' | 'plain' | undefined;
  offline: boolean;
  loginHint: string | undefined;
}

export interface GoogleAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  givenName: string;
  familyName: string;
}

export interface IssuedCode extends PendingRequest {
  account: GoogleAccount;
}

export interface IssuedToken {
  account: GoogleAccount;
  clientId: string;
  scope: string;
}

/** A map whose entries expire; the simulator is a fake provider, so its state lives in memory. */
class ExpiringMap<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  constructor(private readonly ttlMs: number) {}

  put(value: T): string {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    const key = crypto.randomBytes(24).toString('base64url');
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    return key;
  }

  get(key: string): T | null {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= Date.now()) return null;
    return entry.value;
  }

  /** Single use: removes the entry as it is read. */
  take(key: string): T | null {
    const value = this.get(key);
    this.entries.delete(key);
    return value;
  }
}

export function createGoogleStore() {
  return {
    pending: new ExpiringMap<PendingRequest>(10 * 60 * 1000),
    codes: new ExpiringMap<IssuedCode>(10 * 60 * 1000),
    accessTokens: new ExpiringMap<IssuedToken>(3599 * 1000),
    refreshTokens: new ExpiringMap<IssuedToken>(30 * 24 * 60 * 60 * 1000),
  };
}
export type GoogleStore = ReturnType<typeof createGoogleStore>;

/** Google's `sub`: a stable numeric id per account (here derived from the address). */
export function subjectFor(email: string): string {
  const digest = crypto.createHash('sha256').update(email.toLowerCase()).digest();
  let digits = '1';
  for (const byte of digest) {
    if (digits.length >= 21) break;
    digits += String(byte % 10);
  }
  return digits;
}

function titleCase(word: string): string {
  return word ? word[0]?.toUpperCase() + word.slice(1).toLowerCase() : word;
}

export function accountFor(email: string, name: string | undefined, emailVerified = true): GoogleAccount {
  const fallback =
    email
      .split('@')[0]
      ?.split(/[._-]+/)
      .map(titleCase)
      .join(' ') || 'Google User';
  const fullName = name?.trim() || fallback;
  const [givenName = fullName, ...rest] = fullName.split(/\s+/);
  return {
    sub: subjectFor(email),
    email: email.toLowerCase(),
    emailVerified,
    name: fullName,
    givenName,
    familyName: rest.join(' '),
  };
}

/** The account the consent page offers first. */
export const DEMO_GOOGLE_ACCOUNT = { email: 'gwen.google@bizamply.test', name: 'Gwen Google' } as const;
