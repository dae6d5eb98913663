import { z } from 'zod';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES, VERIFICATION_MESSAGES } from './messages.ts';

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

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(320, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

/** Spec 1 §5 Login. */
export const loginRequestSchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(6, AUTH_MESSAGES.passwordMin6)
    .max(200),
  rememberMe: z.boolean().optional(),
});
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
  .min(1, AUTH_MESSAGES.passwordRequired)
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
export const signupRequestSchema = z.object({
  email: z.string().trim().max(320).pipe(z.email(REGISTRATION_MESSAGES.invalidEmail)),
  password: simplePasswordSchema,
  name: nameSchema,
  profilePic: z.url().max(2000).optional(),
});
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
