/**
 * Public entry of the profile module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { profileRoutes } from './profile.routes.ts';
export { timeStep, totpAt } from './totp.ts';
export { checkSecondFactor } from './two-factor.service.ts';
