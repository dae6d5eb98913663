/**
 * Public entry of the replies module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { replyRoutes } from './reply.routes.ts';
export { ReplyDeliveryError } from './reply-dispatcher.ts';
export type { PlatformReplyInput, ReplyDispatcher } from './reply-dispatcher.ts';
export { replyDeliveryTask, replySweepTask } from './reply.jobs.ts';
export { notConfiguredDispatcher } from './reply-dispatcher.ts';
export type { HideInput } from './reply-dispatcher.ts';
export { sendReply } from './send.service.ts';
export type { SendDeps } from './send.service.ts';
