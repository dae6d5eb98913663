/**
 * Public entry of the webhooks module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { webhookRoutes } from './webhooks.routes.ts';
