/**
 * Public entry of the dashboard module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { dashboardRoutes } from './dashboard.routes.ts';
export { dashboardStats } from './dashboard.service.ts';
