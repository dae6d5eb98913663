import { z } from 'zod';
import {
  brandNameSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  companyNameSchema,
  ORG_NAME_PATTERN,
  shopCredentialsSchema,
  userSchema,
} from './auth.ts';
import { ACCESS_MESSAGES, REGISTRATION_MESSAGES } from './messages.ts';
import { PLATFORMS } from './platforms.ts';

/** A wizard brand entry: empty entries are ignored, others follow the brand-name rule. */
const wizardBrandSchema = z
  .string()
  .trim()
  .max(100, ACCESS_MESSAGES.tooLong)
  .refine((value) => value === '' || ORG_NAME_PATTERN.test(value), ACCESS_MESSAGES.brandNameInvalid);

/** A sign-up brand entry: the brand plus the install link's shop values. */
const signupBrandSchema = z.object({ brandName: brandNameSchema, shopify: shopCredentialsSchema.optional() }).strict();

export const submitUserBrandSchema = z.union([wizardBrandSchema, signupBrandSchema], {
  // When both shapes fail, report the problem of the shape that was sent (not zod's 'Invalid input').
  error: (issue) => {
    if (issue.code !== 'invalid_union' || !('errors' in issue)) return undefined;
    const sent = typeof issue.input === 'object' && issue.input !== null ? issue.errors[1] : issue.errors[0];
    return sent?.[0]?.message;
  },
});
export type SubmitUserBrand = z.infer<typeof submitUserBrandSchema>;

/**
 * POST /backend/onboarding/submit-user, both shapes of spec 1 §7: sign-up sends brands as
 * `{brandName, shopify}` objects with `isUpdate`; the wizard sends brand-name strings.
 */
export const submitUserRequestSchema = z
  .object({
    company: companyNameSchema,
    brands: z
      .array(submitUserBrandSchema, { error: REGISTRATION_MESSAGES.atLeastOneBrand })
      .max(50, ACCESS_MESSAGES.tooManyBrands)
      .refine(
        (brands) => brands.some((brand) => (typeof brand === 'string' ? brand : brand.brandName).trim() !== ''),
        REGISTRATION_MESSAGES.atLeastOneBrand,
      ),
    personalInfo: z.object({ firstName: firstNameSchema, lastName: lastNameSchema, email: emailSchema }).strict(),
    /** Sent by sign-up; every submit is an upsert, so it changes nothing. */
    isUpdate: z.boolean().optional(),
    companySize: z.string().trim().max(50, ACCESS_MESSAGES.tooLong).optional(),
    industry: z.string().trim().max(100, ACCESS_MESSAGES.tooLong).optional(),
    /** The draft's free-text role (spec 1 §3 onboarding draft). */
    role: z.string().trim().max(100, ACCESS_MESSAGES.tooLong).optional(),
  })
  .strict();
export type SubmitUserRequest = z.infer<typeof submitUserRequestSchema>;

export const submitUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bizamplyId: z.string(),
  /** Ids of the submitted brands, in the order sent (duplicates and empty names removed). */
  brandIds: z.array(z.string()),
});
export type SubmitUserResponse = z.infer<typeof submitUserResponseSchema>;

export const ONBOARDING_STATUSES = ['pending', 'completed'] as const;
export const SETUP_STATUSES = ['started', 'brands_created', 'completed'] as const;

/** GET /backend/onboarding/onboard-status (spec 1 §3 fields; BrandId/BrandName spelled as the spec reads them). */
export const onboardStatusResponseSchema = z.object({
  success: z.literal(true),
  bizamplyId: z.string(),
  companyName: z.string().nullable(),
  brands: z.array(z.object({ BrandId: z.string(), BrandName: z.string() })),
  /** 'completed' once the user finished onboarding (firstimeSetup 1). */
  status: z.enum(ONBOARDING_STATUSES),
  /** The account's progress: started → brands_created → completed. */
  setupStatus: z.enum(SETUP_STATUSES),
});
export type OnboardStatusResponse = z.infer<typeof onboardStatusResponseSchema>;

/** POST /onboarding/submit: onboarding done, firstimeSetup becomes 1. */
export const completeOnboardingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
});
export type CompleteOnboardingResponse = z.infer<typeof completeOnboardingResponseSchema>;

/** GET /api/brands: the caller's brands for the brand selector. */
export const brandSummarySchema = z.object({
  brandId: z.string(),
  brandName: z.string(),
  domain: z.string().nullable(),
  logoUrl: z.string().nullable(),
  connectedServices: z.array(z.enum(PLATFORMS)),
});
export const brandListResponseSchema = z.object({ success: z.literal(true), brands: z.array(brandSummarySchema) });
export type BrandSummary = z.infer<typeof brandSummarySchema>;
export type BrandListResponse = z.infer<typeof brandListResponseSchema>;
