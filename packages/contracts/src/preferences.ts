import { z } from 'zod';
import { DATE_FORMATS, LANGUAGES, type Language } from './preference-values.ts';
import { TIMEZONES, type Timezone } from './timezones.ts';

/**
 * Settings (spec 3 "Settings (/settings)"): the user's preferences, kept on the server and applied by the web app
 * (language, time zone and date format wherever dates are shown; theme at once), and the Team tab's members.
 */
export const SETTINGS_MESSAGES = {
  saved: 'Settings saved successfully!',
  saving: 'Saving...',
  save: 'Save Settings',
  saveFailed: 'Failed to save settings',
  loadFailed: 'Failed to load settings',
  signOutAll: 'Sign Out All Devices',
  signedOutAll: 'Signed out of all other devices',
  signOutAllFailed: 'Failed to sign out other devices',
  teamLoadFailed: 'Failed to load team members',
  never: 'Never',
} as const;

export const THEME_CHOICES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
] as const;

export const PROFILE_VISIBILITY = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'team', label: 'Team members only' },
  { value: 'private', label: 'Private' },
] as const;

/** Profile › Notifications (spec 3): e-mail and push toggles, labels in the spec's order. */
export const NOTIFICATION_TOGGLES = {
  email: [
    { key: 'accountActivity', label: 'Account activity', hint: 'Sign-ins, password changes and security alerts' },
    { key: 'newFeatures', label: 'New features', hint: 'Product updates and new capabilities' },
    { key: 'marketing', label: 'Marketing', hint: 'Tips, offers and the newsletter' },
  ],
  push: [
    { key: 'newMessages', label: 'New messages', hint: 'New reviews and comments in your inbox' },
    { key: 'taskUpdates', label: 'Task updates', hint: 'Replies sent, failed or waiting for you' },
    { key: 'reminders', label: 'Reminders', hint: 'Pending items you have not answered yet' },
  ],
} as const;

/** Settings › Security & Privacy toggles (two-factor lives on the Profile's Security tab). */
export const PRIVACY_TOGGLES = [
  { key: 'loginNotifications', label: 'Login notifications', hint: 'E-mail me when my account signs in' },
  { key: 'passwordChangeReminder', label: 'Password change every 90 days', hint: 'Remind me to change my password' },
  { key: 'activityStatus', label: 'Activity status', hint: 'Show teammates when I am online' },
  { key: 'dataCollection', label: 'Data collection', hint: 'Share anonymous usage data to improve Bizamply' },
] as const;

export const notificationPreferencesSchema = z.object({
  email: z.object({ accountActivity: z.boolean(), newFeatures: z.boolean(), marketing: z.boolean() }),
  push: z.object({ newMessages: z.boolean(), taskUpdates: z.boolean(), reminders: z.boolean() }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const privacyPreferencesSchema = z.object({
  loginNotifications: z.boolean(),
  passwordChangeReminder: z.boolean(),
  profileVisibility: z.enum(['everyone', 'team', 'private']),
  activityStatus: z.boolean(),
  dataCollection: z.boolean(),
});
export type PrivacyPreferences = z.infer<typeof privacyPreferencesSchema>;

const languageValues = LANGUAGES.map((language) => language.value) as [Language, ...Language[]];
const timezoneValues = TIMEZONES.map((zone) => zone.value) as [Timezone, ...Timezone[]];

export const preferencesSchema = z.object({
  language: z.enum(languageValues),
  timezone: z.enum(timezoneValues),
  dateFormat: z.enum(DATE_FORMATS),
  theme: z.enum(['light', 'dark', 'system']),
  notifications: notificationPreferencesSchema,
  privacy: privacyPreferencesSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/settings/preferences: any subset; nested groups are replaced whole. */
export const preferencesUpdateSchema = preferencesSchema.partial().strict();
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
export const preferencesResponseSchema = z.object({ success: z.literal(true), data: preferencesSchema });
export const preferencesSaveResponseSchema = preferencesResponseSchema.extend({ message: z.string() });

/** Team tab roles (spec 3 §6): admin = full access, editor = content but not settings, viewer = view only. */
export const TEAM_ROLES = [
  { value: 'admin', label: 'Admin', description: 'Full access' },
  { value: 'editor', label: 'Editor', description: 'Can edit content but not settings' },
  { value: 'viewer', label: 'Viewer', description: 'View only' },
] as const;

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'editor', 'viewer']),
  status: z.enum(['active', 'inactive', 'banned']),
  isYou: z.boolean(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ members: z.array(teamMemberSchema) }),
});
