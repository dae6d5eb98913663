import { signInCodeExchangeResponseSchema, type SignInCodeExchange } from '@bizamply/contracts';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type SignInCodeExchangeResponse = z.infer<typeof signInCodeExchangeResponseSchema>;

/**
 * POST /auth/exchange: the one-time code of /auth/callback becomes a session. Only works in the browser that
 * started the sign-in (HttpOnly cookie); 409 SESSION_CONFLICT when this browser is signed in as someone else.
 */
export function exchangeSignInCode(body: SignInCodeExchange): Promise<SignInCodeExchangeResponse> {
  return apiClient.post('/auth/exchange', body, { schema: signInCodeExchangeResponseSchema });
}
