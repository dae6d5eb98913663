/**
 * Public entry of the dev-mailbox module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { devMailboxRoutes } from './dev-mailbox.routes.ts';
