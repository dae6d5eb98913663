/**
 * Public entry of the discounts module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { discountRoutes } from './discount.routes.ts';
