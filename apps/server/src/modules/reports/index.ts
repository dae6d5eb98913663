/**
 * Public entry of the reports module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { reportRoutes } from './reports.routes.ts';
export { REPORTS_CRONTAB, buildReportTasks } from './reports.jobs.ts';
