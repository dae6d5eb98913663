/**
 * Public entry of the brand-voice module: all that other modules, the app and the worker may import from it
 * (issue #18; eslint.config.js fences the rest).
 */
export { brandVoiceRoutes } from './brand-voice.routes.ts';
export { getBrandProfile, getBrandVoice } from './brand-voice.service.ts';
