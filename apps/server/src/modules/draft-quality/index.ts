/**
 * Public entry of the draft-quality module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { draftQualityRoutes } from './draft-quality.routes.ts';
export { recordReplacedDraft, recordSentDraft } from './draft-quality.service.ts';
export { measureEdit } from './edits.ts';
