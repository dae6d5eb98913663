import { SIGN_IN_CODE_TTL_SECONDS, SIGN_IN_MESSAGES, safeReturnPath, type User } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { ClientContext } from './client-context.ts';
import { signInRefusal, startSession } from './login.service.ts';
import { toUserDto } from './user.dto.ts';
import { findUserById } from './user.queries.ts';
import { deleteOAuthState, insertOAuthState, lockOAuthState } from '../oauth-states/index.ts';

const PURPOSE = 'sign_in_code';

export interface SignInCodeGrant {
  userId: string;
  /** Hash of the browser binding cookie that started the sign-in (browser-binding.ts). */
  bindingHash: string;
  returnUrl: string | null;
  method: string;
}

/**
 * Issue 13 §5: what /auth/callback carries instead of a session token. Random (256 bits), stored as a
 * SHA-256, single use, alive for 60 s, and worth a session only in the browser that started the sign-in.
 */
export async function issueSignInCode(db: Executor, grant: SignInCodeGrant): Promise<string> {
  const code = randomToken(32);
  await insertOAuthState(db, {
    stateHash: sha256(code),
    purpose: PURPOSE,
    payload: { ...grant },
    ttlSeconds: SIGN_IN_CODE_TTL_SECONDS,
  });
  return code;
}

/**
 * POST /auth/exchange: the code becomes a session. A browser that is already signed in as someone else
 * gets 409 SESSION_CONFLICT and the code stays usable for its remaining seconds, so the page can ask the
 * user before anything replaces the session.
 */
export async function exchangeSignInCode(
  deps: AuthDeps,
  input: {
    code: string;
    sameBrowser: (bindingHash: unknown) => boolean;
    callerUserId: string | null;
    client: ClientContext;
  },
): Promise<{ token: string; user: User; returnUrl: string | null }> {
  const invalid = new AppError('INVALID_LINK', SIGN_IN_MESSAGES.codeInvalid);
  const codeHash = sha256(input.code);
  return deps.db.transaction(async (tx) => {
    const saved = await lockOAuthState(tx, codeHash, PURPOSE);
    if (!saved?.live || !input.sameBrowser(saved.payload['bindingHash'])) throw invalid;
    const userId = saved.payload['userId'];
    const user = typeof userId === 'string' ? await findUserById(tx, userId) : null;
    if (!user) throw invalid;
    const refusal = signInRefusal(user);
    if (refusal) throw refusal;
    if (input.callerUserId !== null && input.callerUserId !== user.id) {
      throw new AppError('SESSION_CONFLICT', SIGN_IN_MESSAGES.sessionConflict);
    }
    await deleteOAuthState(tx, codeHash, PURPOSE);
    const method = typeof saved.payload['method'] === 'string' ? saved.payload['method'] : 'google';
    const { token } = await startSession(tx, user, method, input.client);
    return {
      token,
      user: toUserDto(user, deps.adminEmail),
      returnUrl: safeReturnPath(saved.payload['returnUrl']),
    };
  });
}
