/**
 * Public entry of the auth module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { authRoutes } from './auth.routes.ts';
export { issueInvitation, mailInvitation } from './password-reset.service.ts';
export { revokeUserSessions } from './session.queries.ts';
export { createSession, liveSessionIds, resolveSession, revokeSession } from './session.service.ts';
export type { SessionPrincipal } from './session.service.ts';
export { UNVERIFIED_EMAIL_ROUTES, allowsUnverifiedEmail } from './unverified-access.ts';
export { isAdministrator, toUserDto } from './user.dto.ts';
export {
  findUserByEmail,
  insertAccount,
  insertUser,
  isUniqueViolation,
  listVerifiedAddresses,
} from './user.queries.ts';
export { createSessionCache, type SessionCache } from './session-cache.ts';
