import { grantWelcomeCredits } from '../credits/credit.service.ts';
import { GOOGLE_SIMULATOR_CLIENT, OAUTH_CALLBACK_ERRORS, safeReturnPath } from '@bizamply/contracts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { AuthDeps } from './auth.deps.ts';
import { pkcePair, type GoogleIdentity, type OidcClient, type OidcSettings } from './google.client.ts';
import { insertOAuthState, takeOAuthState } from '../oauth-states/index.ts';
import { revokeUserSessions } from './session.queries.ts';
import { issueSignInCode } from './sign-in-code.service.ts';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertAccount,
  insertUser,
  updateUser,
  type UserRow,
} from './user.queries.ts';
import { grantCreditsOnVerification } from './verification.service.ts';

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

/**
 * GET /auth/google: state, nonce and PKCE verifier kept server-side (any server may get the callback), with
 * the hash of the browser's binding cookie and the safe returnUrl the sign-in should end on.
 */
export async function startGoogleSignIn(
  deps: AuthDeps,
  client: OidcClient,
  browser: { bindingHash: string; returnUrl: unknown },
): Promise<string> {
  const state = randomToken(32);
  const nonce = randomToken(24);
  const { verifier, challenge } = pkcePair();
  await insertOAuthState(deps.db, {
    stateHash: sha256(state),
    purpose: PURPOSE,
    codeVerifier: verifier,
    nonce,
    payload: { bindingHash: browser.bindingHash, returnUrl: safeReturnPath(browser.returnUrl) },
    ttlSeconds: STATE_TTL_SECONDS,
  });
  return client.authorizationUrl({ state, nonce, codeChallenge: challenge });
}

/**
 * GET /auth/google/callback: verifies the round trip (in the browser that started it), finds or creates
 * the user and answers a one-time sign-in code for /auth/callback; the session is opened by the exchange.
 */
export async function finishGoogleSignIn(
  deps: AuthDeps,
  client: OidcClient,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  sameBrowser: (bindingHash: unknown) => boolean,
): Promise<{ code: string }> {
  const failed = (reason: string) => new GoogleSignInError(OAUTH_CALLBACK_ERRORS.googleAuthFailed, reason);
  if (!query.state) throw failed('callback without state');
  // The state is spent even when the provider reports an error, so it can never be replayed.
  const saved = await takeOAuthState(deps.db, sha256(query.state), PURPOSE);
  if (!saved?.live || !saved.codeVerifier || !saved.nonce) throw failed('unknown, used or expired state');
  const bindingHash = saved.payload['bindingHash'];
  if (typeof bindingHash !== 'string' || !sameBrowser(bindingHash)) throw failed('state from another browser');
  if (query.error || !query.code) throw failed(`provider answered ${query.error ?? 'without a code'}`);

  let identity: GoogleIdentity;
  try {
    identity = await client.signIn({ code: query.code, codeVerifier: saved.codeVerifier, nonce: saved.nonce });
  } catch (error) {
    throw failed(error instanceof Error ? error.message : 'token exchange failed');
  }

  let outcome: { code: string } | { refused: CallbackError };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const user = await resolveUser(tx, identity);
      if (user.status === 'banned') return { refused: OAUTH_CALLBACK_ERRORS.accountSuspended };
      if (user.status === 'inactive') return { refused: OAUTH_CALLBACK_ERRORS.accountInactive };
      const returnUrl = safeReturnPath(saved.payload['returnUrl']);
      return { code: await issueSignInCode(tx, { userId: user.id, bindingHash, returnUrl, method: 'google' }) };
    });
  } catch (error) {
    if (error instanceof GoogleSignInError) throw error;
    throw new GoogleSignInError(
      OAUTH_CALLBACK_ERRORS.oauthProcessingFailed,
      error instanceof Error ? error.message : 'processing failed',
    );
  }
  if ('refused' in outcome) throw new GoogleSignInError(outcome.refused, `user is ${outcome.refused}`);
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
    const linked = await updateUser(tx, byEmail.id, {
      googleSub: identity.sub,
      emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
      ...(unproven ? { passwordHash: null } : {}),
      firstName: byEmail.firstName ?? identity.given_name ?? null,
      lastName: byEmail.lastName ?? identity.family_name ?? null,
      profilePic: byEmail.profilePic ?? identity.picture ?? null,
    });
    if (unproven) await grantCreditsOnVerification(tx, linked);
    return linked;
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
