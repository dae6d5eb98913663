import { simpleSuccessSchema } from '../auth.ts';
import {
  preferencesResponseSchema,
  preferencesSaveResponseSchema,
  preferencesUpdateSchema,
  teamResponseSchema,
} from '../preferences.ts';
import {
  changePasswordSchema,
  profileResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  revokeOthersResponseSchema,
  sessionIdParamsSchema,
  sessionsResponseSchema,
} from '../profile.ts';
import {
  twoFactorCodeRequestSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '../two-factor.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/** Spec 3 §7 "Profile and account" (the spec names the profile twice: both paths serve it), and the sessions. */
export const profileEndpoints = defineEndpointGroup('profile', {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/profile',
    aliases: ['/api/user/profile'],
    auth: 'user',
    summary: "The signed-in user's profile",
    response: profileResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/profile',
    aliases: ['/api/user/profile'],
    auth: 'user',
    summary: 'Update the personal info (e-mail and role cannot be changed)',
    body: profileUpdateSchema,
    response: profileUpdateResponseSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/profile/change-password',
    auth: 'user',
    summary: 'Change the password (ends every other session)',
    body: changePasswordSchema,
    response: simpleSuccessSchema,
    errors: ['INVALID_CURRENT_PASSWORD', 'PASSWORD_NOT_SET'],
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/api/profile/sessions',
    auth: 'user',
    summary: "The user's live sessions; the caller's own is marked isCurrent",
    response: sessionsResponseSchema,
  }),
  revokeSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/profile/sessions/:id',
    auth: 'user',
    summary: 'Revoke one of your sessions: its token stops working at once',
    params: sessionIdParamsSchema,
    response: simpleSuccessSchema,
    errors: ['NOT_FOUND'],
  }),
  revokeOtherSessions: defineEndpoint({
    method: 'POST',
    path: '/api/profile/sessions/revoke-others',
    auth: 'user',
    summary: 'Sign out all other devices (Settings › Sign Out All Devices)',
    response: revokeOthersResponseSchema,
  }),
});

/** Profile › Security › two-factor authentication (TOTP with recovery codes); the same `profile` group on the web. */
export const twoFactorEndpoints = defineEndpointGroup('profile', {
  twoFactor: defineEndpoint({
    method: 'GET',
    path: '/api/profile/two-factor',
    auth: 'user',
    summary: 'Whether two-factor is on',
    response: twoFactorStatusResponseSchema,
  }),
  setupTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/profile/two-factor/setup',
    auth: 'user',
    summary: 'A new secret for an authenticator app (takes effect once verified)',
    response: twoFactorSetupResponseSchema,
    errors: ['CONFLICT'],
  }),
  enableTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/profile/two-factor/enable',
    auth: 'user',
    summary: "Turn two-factor on with the app's first code; answers the recovery codes once",
    body: twoFactorCodeRequestSchema,
    response: twoFactorEnableResponseSchema,
    errors: ['CONFLICT'],
  }),
  disableTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/profile/two-factor/disable',
    auth: 'user',
    summary: 'Turn two-factor off (needs a current code or a recovery code)',
    body: twoFactorCodeRequestSchema,
    response: simpleSuccessSchema,
  }),
});

/** The Settings screen: preferences saved on the server (the spec's page saved nothing) and the real team. */
export const settingsEndpoints = defineEndpointGroup('settings', {
  preferences: defineEndpoint({
    method: 'GET',
    path: '/api/settings/preferences',
    auth: 'user',
    summary: 'Language, time zone, date format, theme, notification and privacy choices',
    response: preferencesResponseSchema,
  }),
  savePreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/settings/preferences',
    auth: 'user',
    summary: 'Save any of the preference groups',
    body: preferencesUpdateSchema,
    response: preferencesSaveResponseSchema,
  }),
  team: defineEndpoint({
    method: 'GET',
    path: '/api/settings/team',
    auth: 'user',
    summary: "The account's members and roles",
    response: teamResponseSchema,
  }),
});
