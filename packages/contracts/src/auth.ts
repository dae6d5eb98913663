import { z } from 'zod';
import { ACCESS_MESSAGES, AUTH_MESSAGES, REGISTRATION_MESSAGES, VERIFICATION_MESSAGES } from './messages.ts';
import { userUrlSchema } from './text.ts';

/** The signed-in user as every auth response returns it (spec 1 §3 "User"). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profilePic: z.string().nullable(),
  role: z.enum(['user', 'admin', 'super_admin']),
  isAdmin: z.boolean(),
  accountType: z.enum(['free', 'basic', 'premium', 'enterprise']),
  firstimeSetup: z.union([z.literal(0), z.literal(1)]),
  emailVerified: z.boolean(),
  bizamplyId: z.string(),
  shopifyDomain: z.string().nullable(),
  shopifySessionId: z.string().nullable(),
  shopifyScope: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Login-style e-mail: 'Email is required', then 'Please enter a valid email address' (spec 1 §5). */
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { message: AUTH_MESSAGES.emailRequired, abort: true })
  .max(320, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

/** Spec 1 §5 Login. */
export const loginRequestSchema = z
  .object({
    email: emailSchema,
    password: z
      .string({ error: AUTH_MESSAGES.passwordRequired })
      .min(1, { message: AUTH_MESSAGES.passwordRequired, abort: true })
      .min(6, AUTH_MESSAGES.passwordMin6)
      .max(200),
    rememberMe: z.boolean().optional(),
    /** The authenticator app's 6-digit code or a recovery code, once two-factor authentication is on. */
    twoFactorCode: z.string().trim().max(20).optional(),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The simple registration's password rule: specials from @$!%*?& (spec 1 §5). */
export const simplePasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(8, REGISTRATION_MESSAGES.passwordMin8)
  .max(200)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).*$/, REGISTRATION_MESSAGES.passwordComplexity);

/** The shop-based sign-up's password rule: specials from !@#$%^&*(),.?":{}|<> (spec 1 §5). */
export const SHOP_SIGNUP_SPECIALS = /[!@#$%^&*(),.?":{}|<>]/;
export const shopPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { message: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(8, REGISTRATION_MESSAGES.passwordMin8)
  .max(200)
  .refine(
    (value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && SHOP_SIGNUP_SPECIALS.test(value),
    REGISTRATION_MESSAGES.passwordComplexity,
  );

export const nameSchema = z
  .string()
  .trim()
  .min(2, REGISTRATION_MESSAGES.nameMin)
  .max(50, REGISTRATION_MESSAGES.nameMax)
  .regex(/^[\p{L} ]+$/u, REGISTRATION_MESSAGES.nameLetters);

/** POST /auth/signup (spec 1 §5 simple registration). */
export const signupRequestSchema = z
  .object({
    email: z.string().trim().max(320).pipe(z.email(REGISTRATION_MESSAGES.invalidEmail)),
    password: simplePasswordSchema,
    name: nameSchema,
    profilePic: userUrlSchema.optional(),
  })
  .strict();
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
  message: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const authStatusResponseSchema = z.object({
  authenticated: z.boolean(),
  user: userSchema.nullable(),
});
export type AuthStatusResponse = z.infer<typeof authStatusResponseSchema>;

export const verificationCodeSchema = z
  .string({ error: VERIFICATION_MESSAGES.incompleteCode })
  .regex(/^\d{6}$/, VERIFICATION_MESSAGES.incompleteCode);

export const VERIFICATION_CODE_TTL_SECONDS = 300;

export const simpleSuccessSchema = z.object({ success: z.literal(true), message: z.string() });

/** Letters (any script), spaces, apostrophes and hyphens: no markup or SQL punctuation in person names. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’-]*$/u;
/** Company and brand names: letters, digits and ordinary business punctuation (& ' . , ( ) + ! # / @ : _ -). */
export const ORG_NAME_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} &'’.,()+!#/@:_-]*$/u;

const requiredText = (required: string, invalid: string, pattern: RegExp, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(max, ACCESS_MESSAGES.tooLong)
    .regex(pattern, invalid);

export const firstNameSchema = requiredText(
  REGISTRATION_MESSAGES.firstNameRequired,
  ACCESS_MESSAGES.firstNameInvalid,
  PERSON_NAME_PATTERN,
  50,
);
export const lastNameSchema = requiredText(
  REGISTRATION_MESSAGES.lastNameRequired,
  ACCESS_MESSAGES.lastNameInvalid,
  PERSON_NAME_PATTERN,
  50,
);
export const companyNameSchema = requiredText(
  REGISTRATION_MESSAGES.companyNameRequired,
  ACCESS_MESSAGES.companyNameInvalid,
  ORG_NAME_PATTERN,
  100,
);
export const brandNameSchema = requiredText(
  REGISTRATION_MESSAGES.brandNameRequired,
  ACCESS_MESSAGES.brandNameInvalid,
  ORG_NAME_PATTERN,
  100,
);

/** The three install-link values (`shop`, `shopify_session_id`, `shopify_access_token`); opaque to us. */
const shopParam = (max: number) =>
  z
    .string({ error: AUTH_MESSAGES.missingShopParams })
    .trim()
    .min(1, { message: AUTH_MESSAGES.missingShopParams, abort: true })
    .max(max, ACCESS_MESSAGES.tooLong);
export const shopCredentialsSchema = z
  .object({ shop: shopParam(255), shopifySessionId: shopParam(500), shopifyAccessToken: shopParam(2000) })
  .strict();
export type ShopCredentials = z.infer<typeof shopCredentialsSchema>;

const shopSignupFields = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: shopPasswordSchema,
  confirmPassword: z
    .string({ error: REGISTRATION_MESSAGES.confirmPasswordRequired })
    .min(1, { message: REGISTRATION_MESSAGES.confirmPasswordRequired, abort: true })
    .max(200),
  companyName: companyNameSchema,
  brandName: brandNameSchema,
});

const passwordsMatch = {
  path: ['confirmPassword'],
  message: REGISTRATION_MESSAGES.passwordsDoNotMatch,
  // Report the mismatch only once both passwords were typed (the form validates on blur).
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'confirmPassword' || issue.path?.[0] === 'password'),
};
const sameConfirmation = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;

/** The /signup form (spec 1 §5 shop-based sign-up), for the web form's resolver. */
export const shopSignupFormSchema = shopSignupFields.strict().refine(sameConfirmation, passwordsMatch);
export type ShopSignupForm = z.infer<typeof shopSignupFormSchema>;

/** POST /auth/register: the /signup form plus the install link's shop values. */
export const shopRegisterRequestSchema = shopSignupFields
  .extend(shopCredentialsSchema.shape)
  .strict()
  .refine(sameConfirmation, passwordsMatch);
export type ShopRegisterRequest = z.infer<typeof shopRegisterRequestSchema>;

/** POST /auth/verify-email (real verification; the spec only simulates it). Answers like login. */
export const verifyEmailRequestSchema = z.object({ email: emailSchema, code: verificationCodeSchema }).strict();
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** POST /auth/resend-verification. Always answers success for addresses it cannot act on. */
export const resendVerificationRequestSchema = z.object({ email: emailSchema }).strict();
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

/** Wrong codes allowed per issued code before it is burnt. */
export const VERIFICATION_MAX_ATTEMPTS = 5;

/** `error` values GET /auth/google/callback sends to /auth/callback (spec 1 §8 third-party callback). */
export const OAUTH_CALLBACK_ERRORS = {
  googleAuthFailed: 'google_auth_failed',
  oauthProcessingFailed: 'oauth_processing_failed',
  accountSuspended: 'account_suspended',
  accountInactive: 'account_inactive',
} as const;

/** The OAuth client the platform simulator's Google provider knows (simulator mode defaults). */
export const GOOGLE_SIMULATOR_CLIENT = {
  clientId: 'bizamply-sim-client',
  clientSecret: 'bizamply-sim-secret',
} as const;
