import { grantWelcomeCredits } from '../credits/credit.service.ts';
import { GOOGLE_SIMULATOR_CLIENT, OAUTH_CALLBACK_ERRORS } from '@bizamply/contracts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { ClientContext } from './client-context.ts';
import { pkcePair, type GoogleIdentity, type OidcClient, type OidcSettings } from './google.client.ts';
import { startSession } from './login.service.ts';
import { insertOAuthState, takeOAuthState } from './oauth-state.queries.ts';
import { revokeUserSessions } from './session.queries.ts';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertAccount,
  insertUser,
  updateUser,
  type UserRow,
} from './user.queries.ts';

const PURPOSE = 'google_signin';
const STATE_TTL_SECONDS = 10 * 60;

type CallbackError = (typeof OAUTH_CALLBACK_ERRORS)[keyof typeof OAUTH_CALLBACK_ERRORS];

/** Ends the round trip at /auth/callback with one of the spec's error codes. */
export class GoogleSignInError extends Error {
  constructor(
    readonly callbackError: CallbackError,
    reason: string,
  ) {
    super(reason);
  }
}

/** Client settings: explicit GOOGLE_* keys, else (simulator mode) the simulator's provider; null when unset. */
export function googleSettings(config: Config): OidcSettings | null {
  const simulator = config.PLATFORM_MODE === 'simulator';
  const clientId = config.GOOGLE_CLIENT_ID ?? (simulator ? GOOGLE_SIMULATOR_CLIENT.clientId : undefined);
  const clientSecret = config.GOOGLE_CLIENT_SECRET ?? (simulator ? GOOGLE_SIMULATOR_CLIENT.clientSecret : undefined);
  const issuer = config.GOOGLE_ISSUER ?? (simulator ? `${config.publicUrl}/sim/google` : 'https://accounts.google.com');
  if (!clientId || !clientSecret) return null;
  return { clientId, clientSecret, issuer, redirectUri: `${config.publicUrl}/auth/google/callback` };
}

/** GET /auth/google: state, nonce and PKCE verifier kept server-side (any server may get the callback). */
export async function startGoogleSignIn(deps: AuthDeps, client: OidcClient): Promise<string> {
  const state = randomToken(32);
  const nonce = randomToken(24);
  const { verifier, challenge } = pkcePair();
  await insertOAuthState(deps.db, {
    stateHash: sha256(state),
    purpose: PURPOSE,
    codeVerifier: verifier,
    nonce,
    ttlSeconds: STATE_TTL_SECONDS,
  });
  return client.authorizationUrl({ state, nonce, codeChallenge: challenge });
}

/** GET /auth/google/callback: verifies the round trip, finds or creates the user, opens a session. */
export async function finishGoogleSignIn(
  deps: AuthDeps,
  client: OidcClient,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  context: ClientContext,
): Promise<{ token: string }> {
  const failed = (reason: string) => new GoogleSignInError(OAUTH_CALLBACK_ERRORS.googleAuthFailed, reason);
  if (!query.state) throw failed('callback without state');
  // The state is spent even when the provider reports an error, so it can never be replayed.
  const saved = await takeOAuthState(deps.db, sha256(query.state), PURPOSE);
  if (!saved?.live || !saved.codeVerifier || !saved.nonce) throw failed('unknown, used or expired state');
  if (query.error || !query.code) throw failed(`provider answered ${query.error ?? 'without a code'}`);

  let identity: GoogleIdentity;
  try {
    identity = await client.signIn({ code: query.code, codeVerifier: saved.codeVerifier, nonce: saved.nonce });
  } catch (error) {
    throw failed(error instanceof Error ? error.message : 'token exchange failed');
  }

  let outcome: { token: string } | { suspended: true };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const user = await resolveUser(tx, identity);
      if (user.status === 'banned') return { suspended: true as const };
      return startSession(tx, user, 'google', context);
    });
  } catch (error) {
    if (error instanceof GoogleSignInError) throw error;
    throw new GoogleSignInError(
      OAUTH_CALLBACK_ERRORS.oauthProcessingFailed,
      error instanceof Error ? error.message : 'processing failed',
    );
  }
  if ('suspended' in outcome) throw new GoogleSignInError(OAUTH_CALLBACK_ERRORS.accountSuspended, 'banned user');
  return outcome;
}

/**
 * Google's `sub` is the stable key; an existing account with the same (Google-verified) address is
 * linked. If that account was never verified, whoever created it did not prove the address: their
 * password and sessions are dropped so the address owner alone holds the account.
 */
async function resolveUser(tx: Executor, identity: GoogleIdentity): Promise<UserRow> {
  const bySub = await findUserByGoogleSub(tx, identity.sub);
  if (bySub) return bySub;
  const email = identity.email.toLowerCase();
  const byEmail = await findUserByEmail(tx, email);
  if (byEmail) {
    if (byEmail.googleSub && byEmail.googleSub !== identity.sub) {
      throw new GoogleSignInError(OAUTH_CALLBACK_ERRORS.googleAuthFailed, 'address linked to another Google account');
    }
    const unproven = byEmail.emailVerifiedAt === null;
    if (unproven) await revokeUserSessions(tx, byEmail.id);
    return updateUser(tx, byEmail.id, {
      googleSub: identity.sub,
      emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
      ...(unproven ? { passwordHash: null } : {}),
      firstName: byEmail.firstName ?? identity.given_name ?? null,
      lastName: byEmail.lastName ?? identity.family_name ?? null,
      profilePic: byEmail.profilePic ?? identity.picture ?? null,
    });
  }
  const account = await insertAccount(tx, { companyName: null });
  const user = await insertUser(tx, {
    accountId: account.id,
    email,
    googleSub: identity.sub,
    firstName: identity.given_name ?? identity.name ?? null,
    lastName: identity.family_name ?? null,
    profilePic: identity.picture ?? null,
    emailVerifiedAt: new Date(),
  });
  await grantWelcomeCredits(tx, account.id, user.id);
  return user;
}
