import { z } from 'zod';
import { consentPlatformSchema } from './connections.ts';

/**
 * A picker of the accounts a platform consent listed (issue 18: Google reviews' locations), generic over the
 * platforms connected by picking: what the consent proved the person manages, each with the line the picker
 * shows under its name (an address) and the group it belongs to (a Business Profile account), and whether another
 * customer account holds it (not pickable: the connect answers 409).
 */
export const CONSENT_PICKER_MESSAGES = {
  pickRequired: 'Please choose one of the listed accounts',
} as const;

export const consentPickerParamsSchema = z.object({ platform: consentPlatformSchema });

export const consentPickerAccountSchema = z.object({
  /** The platform's id of the account: what the connect sends. */
  id: z.string(),
  name: z.string(),
  /** A second line (a location's address); null when the platform gives none. */
  detail: z.string().nullable(),
  /** The platform-side group the account belongs to (a Business Profile account); null when none. */
  group: z.string().nullable(),
  taken: z.boolean(),
});
export type ConsentPickerAccount = z.infer<typeof consentPickerAccountSchema>;

export const consentPickerResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** False until this browser consented (or once the 15-minute grant expired). */
    granted: z.boolean(),
    accounts: z.array(consentPickerAccountSchema),
    expiresAt: z.string().nullable(),
  }),
});
export type ConsentPickerResponse = z.infer<typeof consentPickerResponseSchema>;

export const consentPickerConnectBodySchema = z
  .object({
    brandId: z.string().trim().min(1).max(64),
    id: z
      .string({ error: CONSENT_PICKER_MESSAGES.pickRequired })
      .trim()
      .min(1, CONSENT_PICKER_MESSAGES.pickRequired)
      .max(200),
  })
  .strict();
