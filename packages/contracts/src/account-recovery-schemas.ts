import { z } from 'zod';
import { PASSWORD_RESET_MESSAGES, SIGN_IN_MESSAGES } from './account-recovery.ts';
import { authResponseSchema, emailSchema, simplePasswordSchema } from './auth.ts';
import { REGISTRATION_MESSAGES } from './messages.ts';

/** Issue 13 §5, §8, §9: the sign-in code exchange, password reset and invitation requests (constants: account-recovery.ts). */

/** The high-entropy token of an e-mailed link (43 base64url characters); anything else is refused as 400. */
const linkTokenSchema = z
  .string({ error: PASSWORD_RESET_MESSAGES.invalidLink })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, PASSWORD_RESET_MESSAGES.invalidLink);

/** POST /auth/exchange: the SPA trades the callback's one-time code for a session. */
export const signInCodeExchangeSchema = z
  .object({ code: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, SIGN_IN_MESSAGES.codeInvalid) })
  .strict();
export type SignInCodeExchange = z.infer<typeof signInCodeExchangeSchema>;
export const signInCodeExchangeResponseSchema = authResponseSchema.extend({
  /** The safe path the sign-in was started with (`/auth/google?returnUrl=`), or null. */
  returnUrl: z.string().nullable(),
});

/** POST /auth/forgot-password: the same answer whether or not the address has an account. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema }).strict();
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const newPasswordFields = {
  token: linkTokenSchema,
  password: simplePasswordSchema,
};

/** The web form: the same password rule as sign-up, typed twice. */
export const newPasswordFormSchema = z
  .object({
    password: simplePasswordSchema,
    confirmPassword: z
      .string({ error: REGISTRATION_MESSAGES.confirmPasswordRequired })
      .min(1, REGISTRATION_MESSAGES.confirmPasswordRequired)
      .max(200),
  })
  .strict()
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: REGISTRATION_MESSAGES.passwordsDoNotMatch,
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** POST /auth/reset-password: sets the password, ends every session; the user then signs in. */
export const resetPasswordRequestSchema = z.object(newPasswordFields).strict();
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /auth/accept-invitation: sets the password of an account an administrator created; answers like login. */
export const acceptInvitationRequestSchema = z.object(newPasswordFields).strict();
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;
