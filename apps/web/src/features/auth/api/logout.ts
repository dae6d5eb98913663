import { authApi } from './auth-api';

/** POST /auth/logout: revokes the session on the server; the response body is not used (spec 1 §7). */
export function logout(): Promise<unknown> {
  return authApi.logout();
}
