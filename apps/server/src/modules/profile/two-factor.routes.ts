import { TWO_FACTOR_MESSAGES, twoFactorEndpoints } from '@bizamply/contracts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  startTwoFactorSetup,
  type TwoFactorDeps,
} from './two-factor.service.ts';

/** Profile › Security › two-factor authentication (TOTP with recovery codes). */
export const twoFactorRoutes = endpointRoutes(twoFactorEndpoints, (deps: TwoFactorDeps) => ({
  twoFactor: async ({ principal }) => ({ success: true as const, data: await getTwoFactorStatus(deps.db, principal) }),
  setupTwoFactor: async ({ principal, reply }) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: await startTwoFactorSetup(deps, principal) };
  },
  enableTwoFactor: async ({ principal, body, reply }) => {
    reply.header('cache-control', 'no-store');
    const recoveryCodes = await enableTwoFactor(deps, principal, body.code);
    return { success: true as const, message: TWO_FACTOR_MESSAGES.enabled, data: { recoveryCodes } };
  },
  disableTwoFactor: async ({ principal, body }) => {
    await disableTwoFactor(deps, principal, body.code);
    return { success: true as const, message: TWO_FACTOR_MESSAGES.disabled };
  },
}));
