import { adminConnectionEndpoints, adminCustomerEndpoints } from './admin-customers.ts';
import { analyticsEndpoints } from './analytics.ts';
import { avatarEndpoints } from './avatar.ts';
import { billingEndpoints } from './billing.ts';
import {
  csrfEndpoints,
  googleSignInEndpoints,
  passwordLinkEndpoints,
  registrationEndpoints,
  sessionEndpoints,
} from './auth.ts';
import { devMailboxEndpoints, systemEndpoints } from './system.ts';
import { automationApprovalEndpoints, automationRuleEndpoints } from './automation.ts';
import { brandContextEndpoints, logoEndpoints } from './brands.ts';
import { brandVoiceEndpoints } from './brand-voice.ts';
import { connectionFlowEndpoints, connectionPopupEndpoints } from './connection-flows.ts';
import { connectionEndpoints } from './connections.ts';
import { liveEndpoints } from './live.ts';
import { webhookEndpoints } from './webhooks.ts';
import { consentPickerEndpoints } from './consent-picker.ts';
import { commentEndpoints, notSpamEndpoints, replyEndpoints } from './comments.ts';
import { creditEndpoints } from './credits.ts';
import { discountEndpoints } from './discounts.ts';
import { draftQualityEndpoints } from './draft-quality.ts';
import { instagramEndpoints } from './instagram.ts';
import { notificationEndpoints } from './notifications.ts';
import { brandListEndpoints, onboardingEndpoints } from './onboarding.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { profileEndpoints, settingsEndpoints, twoFactorEndpoints } from './profile.ts';
import { reportEndpoints } from './reports.ts';
import { templateEndpoints } from './templates.ts';

export * from './define.ts';
export {
  adminConnectionEndpoints,
  adminCustomerEndpoints,
  analyticsEndpoints,
  avatarEndpoints,
  billingEndpoints,
  brandListEndpoints,
  automationApprovalEndpoints,
  automationRuleEndpoints,
  brandContextEndpoints,
  brandVoiceEndpoints,
  commentEndpoints,
  connectionEndpoints,
  connectionFlowEndpoints,
  connectionPopupEndpoints,
  consentPickerEndpoints,
  creditEndpoints,
  csrfEndpoints,
  devMailboxEndpoints,
  googleSignInEndpoints,
  passwordLinkEndpoints,
  registrationEndpoints,
  sessionEndpoints,
  systemEndpoints,
  discountEndpoints,
  draftQualityEndpoints,
  instagramEndpoints,
  liveEndpoints,
  notificationEndpoints,
  notSpamEndpoints,
  onboardingEndpoints,
  replyEndpoints,
  dashboardEndpoints,
  logoEndpoints,
  profileEndpoints,
  reportEndpoints,
  settingsEndpoints,
  templateEndpoints,
  twoFactorEndpoints,
  webhookEndpoints,
};
export { billingWebhookAckSchema, webhookAckSchema } from './webhooks.ts';

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
  /** One group on the web; three on the server: sending belongs to replies, "Not spam" to signals. */
  comments: { ...commentEndpoints, ...replyEndpoints, ...notSpamEndpoints },
  discounts: discountEndpoints,
  notifications: notificationEndpoints,
  instagram: instagramEndpoints,
  /** One group on the web; two on the server (the dashboard module, the draft-quality module's card). */
  dashboard: { ...dashboardEndpoints, ...draftQualityEndpoints },
  analytics: analyticsEndpoints,
  reports: reportEndpoints,
  /** One group on the web; three route plugins on the server (the profile, its two-factor, the picture upload). */
  profile: { ...profileEndpoints, ...twoFactorEndpoints, ...avatarEndpoints },
  settings: settingsEndpoints,
  /** One group on the web; three route plugins on the server (the brand context, the logos, onboarding's list). */
  brands: { ...brandContextEndpoints, ...logoEndpoints, ...brandListEndpoints },
  /** Spec 3 §7 "Admin customers" (the OpenAPI tag `admin`: administrators only). */
  admin: { ...adminCustomerEndpoints, ...adminConnectionEndpoints },
  billing: billingEndpoints,
  onboarding: onboardingEndpoints,
  /**
   * One group on the web (spec 1 §7's `/auth/...` paths); five route plugins on the server (session, registration,
   * Google sign-in, password links, and the system module's CSRF token).
   */
  auth: {
    ...sessionEndpoints,
    ...registrationEndpoints,
    ...googleSignInEndpoints,
    ...passwordLinkEndpoints,
    ...csrfEndpoints,
  },
  system: systemEndpoints,
  /**
   * One group on the web and in OpenAPI; three on the server: the `/api/connections` endpoints, spec 1 §7's status
   * checks, consent and direct connects, and the popups and OAuth return (redirects and pages).
   */
  connections: { ...connectionEndpoints, ...connectionFlowEndpoints, ...connectionPopupEndpoints },
  live: liveEndpoints,
  /** The picker of a platform connected by picking (its paths sit under the consent cookie's `/integrations/:platform`). */
  consentPicker: consentPickerEndpoints,
};

/**
 * Routes only platforms' servers call (webhooks, signed over the raw body): defined like every route, served by
 * the server, left out of OpenAPI and of the web's client.
 */
export const machineEndpoints = { webhooks: webhookEndpoints };
