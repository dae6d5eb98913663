/**
 * Public entry of the admin-customers module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { adminCustomerRoutes } from './admin-customers.routes.ts';
export { customerSummary } from './admin-customers.queries.ts';
