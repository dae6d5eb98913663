/**
 * Public entry of the brand-context module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { brandContextRoutes } from './brand-context.routes.ts';
