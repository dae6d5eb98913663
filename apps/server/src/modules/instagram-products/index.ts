/**
 * Public entry of the instagram-products module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { instagramProductRoutes } from './instagram.routes.ts';
