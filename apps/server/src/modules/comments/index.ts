/**
 * Public entry of the comments module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { commentRoutes } from './comment.routes.ts';
export {
  getComment,
  latestWhatsAppMessageAt,
  lockComment,
  markCommentSent,
  revertCommentToDraft,
  toCommentDto,
} from './comment.service.ts';
export type { CommentRow, CommentScope } from './comment.service.ts';
export { resolveIdempotencyKey } from './idempotency.ts';
export { saveDraft, updateCommentMetadata } from './comment.service.ts';
export { generateResponse } from './generation.service.ts';
export type { GenerationDeps, GenerationLease } from './generation.service.ts';
export { warmSearches } from './search-warm-up.ts';
