import type { SignInCodeExchange } from '@bizamply/contracts';
import { authApi } from './auth-api';

/**
 * POST /auth/exchange: the one-time code of /auth/callback becomes a session. Only works in the browser that
 * started the sign-in (HttpOnly cookie); 409 SESSION_CONFLICT when this browser is signed in as someone else.
 */
export function exchangeSignInCode(body: SignInCodeExchange) {
  return authApi.exchange({ body });
}

export type SignInCodeExchangeResponse = Awaited<ReturnType<typeof exchangeSignInCode>>;
