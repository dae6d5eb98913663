import { analyticsEndpoints } from './analytics.ts';
import { automationApprovalEndpoints, automationRuleEndpoints } from './automation.ts';
import { brandContextEndpoints, logoEndpoints } from './brands.ts';
import { brandVoiceEndpoints } from './brand-voice.ts';
import { creditEndpoints } from './credits.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { profileEndpoints, settingsEndpoints, twoFactorEndpoints } from './profile.ts';
import { reportEndpoints } from './reports.ts';
import { templateEndpoints } from './templates.ts';

export * from './define.ts';
export {
  analyticsEndpoints,
  automationApprovalEndpoints,
  automationRuleEndpoints,
  brandContextEndpoints,
  brandVoiceEndpoints,
  creditEndpoints,
  dashboardEndpoints,
  logoEndpoints,
  profileEndpoints,
  reportEndpoints,
  settingsEndpoints,
  templateEndpoints,
  twoFactorEndpoints,
};

/**
 * Every endpoint converted to a definition so far, by group (issue #18). The web's `api` client is derived from
 * this object; the server registers each group's routes from the same definitions.
 */
export const endpoints = {
  credits: creditEndpoints,
  templates: templateEndpoints,
  brandVoice: brandVoiceEndpoints,
  /** One group on the web; two on the server, whose approval routes also need the send service's queue. */
  automation: { ...automationRuleEndpoints, ...automationApprovalEndpoints },
  dashboard: dashboardEndpoints,
  analytics: analyticsEndpoints,
  reports: reportEndpoints,
  /** One group on the web; two route plugins on the server (the profile, its two-factor). */
  profile: { ...profileEndpoints, ...twoFactorEndpoints },
  settings: settingsEndpoints,
  /** One group on the web; two route plugins on the server (the brand context, the logos). */
  brands: { ...brandContextEndpoints, ...logoEndpoints },
};
