import { authResponseSchema, type AuthResponse, type SignupRequest } from '@bizamply/contracts';
import { apiClient } from '@/lib/api-client';

/** POST /auth/signup (simple registration): 201 with a session for the still unverified account. */
export function signup(body: SignupRequest): Promise<AuthResponse> {
  return apiClient.post('/auth/signup', body, { schema: authResponseSchema });
}
