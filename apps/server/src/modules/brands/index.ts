/**
 * Public entry of the brands module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { findBrandInAccount } from './brand.queries.ts';
