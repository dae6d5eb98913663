import { brandVoiceEndpoints } from './brand-voice.ts';
import { creditEndpoints } from './credits.ts';
import { templateEndpoints } from './templates.ts';

export * from './define.ts';
export { brandVoiceEndpoints, creditEndpoints, templateEndpoints };

/**
 * Every endpoint converted to a definition so far, by group (issue #18). The web's `api` client is derived from
 * this object; the server registers each group's routes from the same definitions.
 */
export const endpoints = {
  credits: creditEndpoints,
  templates: templateEndpoints,
  brandVoice: brandVoiceEndpoints,
};
