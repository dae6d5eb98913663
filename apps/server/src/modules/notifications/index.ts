/**
 * Public entry of the notifications module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { notificationRoutes } from './notification.routes.ts';
export { recordNotice } from './notification.service.ts';
