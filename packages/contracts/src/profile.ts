import { z } from 'zod';
import { PERSON_NAME_PATTERN } from './auth.ts';
import { REGISTRATION_MESSAGES } from './messages.ts';

/**
 * Profile (spec 3 "Profile (/profile)", §3 Profile and Session, §5 profile, phone, password and avatar rules,
 * §7 profile calls, §8 profile errors, §9 limits).
 */
export const PROFILE_MESSAGES = {
  loading: 'Loading profile...',
  loadFailed: 'Failed to load profile data',
  fetchFailed: 'Failed to fetch profile data',
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated successfully!',
  emailHint: 'Email cannot be changed',
  roleHint: 'Role cannot be changed',
  notSet: 'Not set',
  noBio: 'No bio added yet.',
  fixErrors: 'Please fix the following errors:',
  firstNameRequired: 'First name is required',
  firstNameMax: 'First name must be 50 characters or less',
  lastNameRequired: 'Last name is required',
  lastNameMax: 'Last name must be 50 characters or less',
  nameLetters: 'Names may only contain letters, spaces, hyphens and apostrophes',
  nameMax: 'Name must be 100 characters or less',
  locationMax: 'Location must be 100 characters or less',
  birthdayMax: 'Birthday must be 50 characters or less',
  birthdayFormat: 'Birthday must be a valid date (MM/DD/YYYY or YYYY-MM-DD)',
  birthdayFuture: 'Birthday cannot be in the future',
  bioMax: 'Bio must be 500 characters or less',
  phoneCharacters: 'Phone number may only contain digits, spaces, hyphens, parentheses and plus',
  phoneMax: 'Phone number must be 20 characters or less',
  phoneInvalid: 'Please enter a valid phone number for {country}',
  phoneUnknownCountry: 'Phone number must start with a supported country code',
  // Password change (spec 3 §5, §8)
  currentPasswordRequired: 'Current password is required',
  passwordsDontMatch: "Passwords don't match",
  newPasswordsDoNotMatch: 'New passwords do not match',
  passwordMustDiffer: 'New password must be different from current password',
  confirmNewPassword: 'Please confirm your new password',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCurrentPassword: 'Current password is incorrect',
  passwordNotSet: 'Password not set. Please use Google OAuth to sign in.',
  changePasswordFailed: 'Failed to change password',
  passwordChanged: 'Password updated successfully!',
  updatePassword: 'Update Password',
  // Avatar (spec 3 §5, §8)
  noFileSelected: 'No file selected',
  fileTooLarge: 'File size must be less than 5MB',
  fileType: 'Only image files are allowed (JPEG, PNG, GIF, WebP)',
  uploadFailed: 'Failed to upload avatar',
  avatarUpdated: 'Profile picture updated',
  // Sessions (spec 3 Security tab, §8)
  sessionsFetchFailed: 'Failed to fetch sessions',
  revokeFailed: 'Failed to revoke session',
  noSessions: 'No session data available',
  sessionRevoked: 'Session revoked',
  sessionNotFound: 'Session not found',
  active: 'Active',
  revoke: 'Revoke',
  unknownLocation: 'Unknown location',
  // Billing
  changePlan: 'Change Plan',
  cancelSubscription: 'Cancel Subscription',
  cancelFailed: 'Failed to cancel subscription.',
} as const;

/** Spec 3 §9 limits. */
export const PROFILE_LIMITS = {
  firstName: 50,
  lastName: 50,
  name: 100,
  location: 100,
  birthday: 50,
  bio: 500,
  phone: 20,
  avatarBytes: 5 * 1024 * 1024,
  successMessageMs: 3000,
} as const;

export const AVATAR_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;
export const AVATAR_FIELD = 'avatar';

/**
 * The phone and location pickers' ten countries (the spec: "picker lists 10 countries", default US, 8 cities).
 * nationalDigits is the length range of the number after the dial code.
 */
export const PROFILE_COUNTRIES = [
  {
    code: 'US',
    name: 'United States',
    dialCode: '+1',
    nationalDigits: [10, 10],
    cities: ['New York', 'Los Angeles', 'Chicago', 'Houston', 'Phoenix', 'San Francisco', 'Seattle', 'Miami'],
  },
  {
    code: 'CA',
    name: 'Canada',
    dialCode: '+1',
    nationalDigits: [10, 10],
    cities: ['Toronto', 'Vancouver', 'Montreal', 'Calgary', 'Ottawa', 'Edmonton', 'Winnipeg', 'Quebec City'],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    dialCode: '+44',
    nationalDigits: [10, 10],
    cities: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Liverpool', 'Edinburgh', 'Bristol'],
  },
  {
    code: 'AU',
    name: 'Australia',
    dialCode: '+61',
    nationalDigits: [9, 9],
    cities: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Canberra', 'Hobart', 'Darwin'],
  },
  {
    code: 'DE',
    name: 'Germany',
    dialCode: '+49',
    nationalDigits: [10, 11],
    cities: ['Berlin', 'Hamburg', 'Munich', 'Cologne', 'Frankfurt', 'Stuttgart', 'Düsseldorf', 'Leipzig'],
  },
  {
    code: 'FR',
    name: 'France',
    dialCode: '+33',
    nationalDigits: [9, 9],
    cities: ['Paris', 'Marseille', 'Lyon', 'Toulouse', 'Nice', 'Nantes', 'Strasbourg', 'Bordeaux'],
  },
  {
    code: 'IN',
    name: 'India',
    dialCode: '+91',
    nationalDigits: [10, 10],
    cities: ['Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Ahmedabad'],
  },
  {
    code: 'JP',
    name: 'Japan',
    dialCode: '+81',
    nationalDigits: [9, 10],
    cities: ['Tokyo', 'Osaka', 'Yokohama', 'Nagoya', 'Sapporo', 'Fukuoka', 'Kobe', 'Kyoto'],
  },
  {
    code: 'BR',
    name: 'Brazil',
    dialCode: '+55',
    nationalDigits: [10, 11],
    cities: [
      'São Paulo',
      'Rio de Janeiro',
      'Brasília',
      'Salvador',
      'Fortaleza',
      'Belo Horizonte',
      'Manaus',
      'Curitiba',
    ],
  },
  {
    code: 'MX',
    name: 'Mexico',
    dialCode: '+52',
    nationalDigits: [10, 10],
    cities: ['Mexico City', 'Guadalajara', 'Monterrey', 'Puebla', 'Tijuana', 'León', 'Cancún', 'Mérida'],
  },
] as const;
export type ProfileCountry = (typeof PROFILE_COUNTRIES)[number];
export type ProfileCountryCode = ProfileCountry['code'];
export const DEFAULT_PROFILE_COUNTRY: ProfileCountryCode = 'US';

export function findCountry(code: string | null | undefined): ProfileCountry | undefined {
  return PROFILE_COUNTRIES.find((country) => country.code === code);
}

/** The picker's country for a stored number: the longest dial code it starts with (US before CA for +1). */
export function countryOfPhone(phone: string): ProfileCountry | undefined {
  const compact = phone.replace(/[\s\-()]/g, '');
  return [...PROFILE_COUNTRIES]
    .sort((a, b) => b.dialCode.length - a.dialCode.length)
    .find((country) => compact.startsWith(country.dialCode));
}

const PHONE_CHARACTERS = /^[\d\s\-()+]*$/;

/**
 * Spec 3 §5 phone: digits, spaces, hyphens, parentheses and plus, at most 20 characters, starting with the dial
 * code of one of the picker's countries, with that country's number of digits. A bare dial code counts as empty.
 */
export function phoneProblem(phone: string, countryCode?: string): string | null {
  const value = phone.trim();
  if (!PHONE_CHARACTERS.test(value)) return PROFILE_MESSAGES.phoneCharacters;
  if (value.length > PROFILE_LIMITS.phone) return PROFILE_MESSAGES.phoneMax;
  const country = findCountry(countryCode) ?? countryOfPhone(value);
  if (!country) return PROFILE_MESSAGES.phoneUnknownCountry;
  const compact = value.replace(/[\s\-()]/g, '');
  if (!compact.startsWith(country.dialCode)) return PROFILE_MESSAGES.phoneUnknownCountry;
  const national = compact.slice(country.dialCode.length);
  const [min, max] = country.nationalDigits;
  if (!/^\d*$/.test(national) || national.length < min || national.length > max) {
    return PROFILE_MESSAGES.phoneInvalid.replace('{country}', country.name);
  }
  return null;
}

/** True when the phone field holds only a dial code (the form keeps the prefix; that means "no number"). */
export function isBarePhone(phone: string): boolean {
  return /^\+?\d{0,3}$/.test(phone.replace(/[\s\-()]/g, ''));
}

const BIRTHDAY_FORMATS = [
  { pattern: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: [3, 1, 2] },
  { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, order: [1, 2, 3] },
] as const;

/** MM/DD/YYYY or YYYY-MM-DD, a real calendar day, not after today: the Date it stands for, else null. */
export function parseBirthday(value: string): Date | null {
  for (const { pattern, order } of BIRTHDAY_FORMATS) {
    const match = pattern.exec(value);
    if (!match) continue;
    const [year, month, day] = order.map((index) => Number(match[index]));
    const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
    const real = date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
    return real && year !== undefined && year >= 1900 ? date : null;
  }
  return null;
}

const personName = (required: string, max: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(PROFILE_LIMITS.firstName, max)
    .regex(PERSON_NAME_PATTERN, PROFILE_MESSAGES.nameLetters);

/** Empty text means "clear the field". */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullish();

/** PUT /backend/api/profile (spec 3 §5 "Profile update payload"); the form uses the same schema. */
export const profileUpdateSchema = z
  .object({
    firstName: personName(PROFILE_MESSAGES.firstNameRequired, PROFILE_MESSAGES.firstNameMax),
    lastName: personName(PROFILE_MESSAGES.lastNameRequired, PROFILE_MESSAGES.lastNameMax),
    /** Sent by older clients; the display name is always first + last name. */
    name: z.string().trim().min(1).max(PROFILE_LIMITS.name, PROFILE_MESSAGES.nameMax).optional(),
    phone: z
      .string()
      .max(40, PROFILE_MESSAGES.phoneMax)
      .superRefine((value, context) => {
        if (isBarePhone(value)) return;
        const problem = phoneProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .transform((value) => (isBarePhone(value) ? null : value.trim()))
      .nullish(),
    location: optionalText(PROFILE_LIMITS.location, PROFILE_MESSAGES.locationMax),
    birthday: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.birthday, PROFILE_MESSAGES.birthdayMax)
      .superRefine((value, context) => {
        if (value === '') return;
        const date = parseBirthday(value);
        if (!date) context.addIssue({ code: 'custom', message: PROFILE_MESSAGES.birthdayFormat });
        else if (date.getTime() > Date.now())
          context.addIssue({ code: 'custom', message: PROFILE_MESSAGES.birthdayFuture });
      })
      .transform((value) => (value === '' ? null : value))
      .nullish(),
    bio: optionalText(PROFILE_LIMITS.bio, PROFILE_MESSAGES.bioMax),
  })
  .strict();
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Spec 3 §3 Profile. */
export const profileSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  birthday: z.string().nullable(),
  bio: z.string().nullable(),
  profilePic: z.string().nullable(),
  role: z.enum(['user', 'admin', 'super_admin']),
  isAdmin: z.boolean(),
  joinDate: z.string(),
  currentSubscriptionId: z.string().nullable(),
  accountType: z.enum(['free', 'basic', 'premium', 'enterprise']),
  hasPassword: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ success: z.literal(true), data: profileSchema });
export const profileUpdateResponseSchema = profileResponseSchema.extend({ message: z.string() });

/** The strong-password rule of spec 3 §5 (the same as the simple registration's). */
const newPasswordSchema = z
  .string()
  .min(8, REGISTRATION_MESSAGES.passwordMin8)
  .max(200)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).*$/, REGISTRATION_MESSAGES.passwordComplexity);

const passwordChangeFields = {
  currentPassword: z
    .string({ error: PROFILE_MESSAGES.currentPasswordRequired })
    .min(1, PROFILE_MESSAGES.currentPasswordRequired)
    .max(200),
  newPassword: newPasswordSchema,
};
const differs = {
  message: PROFILE_MESSAGES.passwordMustDiffer,
  path: ['newPassword'],
};

/** POST /backend/api/profile/change-password: body currentPassword, newPassword (confirmPassword optional). */
export const changePasswordSchema = z
  .object({ ...passwordChangeFields, confirmPassword: z.string().max(200).optional() })
  .strict()
  .refine((value) => value.confirmPassword === undefined || value.confirmPassword === value.newPassword, {
    message: PROFILE_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  })
  .refine((value) => value.newPassword !== value.currentPassword, differs);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The Security tab's form: the confirmation is required there ('Please confirm your new password'). */
export const changePasswordFormSchema = z
  .object({
    ...passwordChangeFields,
    confirmPassword: z.string().min(1, PROFILE_MESSAGES.confirmNewPassword).max(200),
  })
  .refine((value) => value.confirmPassword === value.newPassword, {
    message: PROFILE_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .refine((value) => value.newPassword !== value.currentPassword, differs);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** Spec 3 §3 Session. */
export const profileSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  isCurrent: z.boolean(),
  location: z.string(),
  timestamp: z.string(),
  loginMethod: z.string(),
  ipAddress: z.string().nullable(),
});
export type ProfileSession = z.infer<typeof profileSessionSchema>;
export const sessionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ sessions: z.array(profileSessionSchema) }),
});
export const sessionIdParamsSchema = z.object({ id: z.uuid(PROFILE_MESSAGES.sessionNotFound) });
export const revokeOthersResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ revoked: z.number().int() }),
});

export const avatarResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ profilePic: z.string() }),
});
