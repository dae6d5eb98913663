import { z } from 'zod';

/**
 * Two-factor authentication (spec 3 Security tab: the spec's section only said "disabled"; we make it real):
 * TOTP (RFC 6238: SHA-1, 30-second steps, 6 digits) from any authenticator app, plus ten one-time recovery codes.
 */
export const TWO_FACTOR_MESSAGES = {
  title: 'Two-Factor Authentication',
  disabledText: 'Two-factor authentication is disabled.',
  enabledText: 'Two-factor authentication is enabled.',
  enable: 'Enable',
  disable: 'Disable',
  verify: 'Verify and Enable',
  codeLabel: 'Authentication code',
  codeHint: 'The 6-digit code from your authenticator app, or a recovery code',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  invalidCode: 'Invalid authentication code',
  setupMissing: 'Start the two-factor setup again',
  alreadyEnabled: 'Two-factor authentication is already enabled',
  enabled: 'Two-factor authentication enabled',
  disabled: 'Two-factor authentication disabled',
  recoveryCodesTitle: 'Recovery codes',
  recoveryCodesHint:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
} as const;

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const twoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.codeRequired)
      .max(20, TWO_FACTOR_MESSAGES.invalidCode)
      .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, TWO_FACTOR_MESSAGES.invalidCode),
  );

export const twoFactorCodeRequestSchema = z.object({ code: twoFactorCodeSchema }).strict();
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorStatusResponseSchema = z.object({ success: z.literal(true), data: twoFactorStatusSchema });

/** POST /api/profile/two-factor/setup: the secret to add to an authenticator app (not active until verified). */
export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

/** POST /api/profile/two-factor/enable: the recovery codes, shown once. */
export const twoFactorEnableResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});
