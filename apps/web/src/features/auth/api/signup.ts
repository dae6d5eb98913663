import type { AuthResponse, SignupRequest } from '@bizamply/contracts';
import { authApi } from './auth-api';

/** POST /auth/signup (simple registration): 201 with a session for the still unverified account. */
export function signup(body: SignupRequest): Promise<AuthResponse> {
  return authApi.signup({ body });
}
