/**
 * Public entry of the billing module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { billingRoutes } from './billing.routes.ts';
export { BILLING_CRONTAB, buildBillingTasks } from './billing.jobs.ts';
export { assertPlanAllows } from './plan-access.ts';
