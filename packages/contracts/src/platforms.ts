import { z } from 'zod';

/** Supported services, in the order of the spec's connect cards and chips. */
export const PLATFORMS = [
  'shopify',
  'judgeme',
  'yotpo',
  'instagram',
  'facebook',
  'tiktok',
  'whatsapp',
  'google',
] as const;
export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;

export const PLATFORM_LABELS: Record<Platform, string> = {
  shopify: 'Shopify',
  judgeme: 'Judge.me',
  yotpo: 'Yotpo',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  google: 'Google Analytics',
};

/** Faults the simulator can inject per platform (ARCHITECTURE §4). */
/** `malformed`: HTTP 200 with a body that is not the platform's documented shape. */
export const SIM_FAULT_KINDS = ['rate_limit', 'server_error', 'timeout', 'expired_token', 'malformed'] as const;
export const simFaultSchema = z.object({
  platform: platformSchema,
  kind: z.enum(SIM_FAULT_KINDS),
  /** How many upcoming requests the fault applies to; afterwards the platform answers normally. */
  count: z.number().int().min(1).max(10_000).default(1),
  retryAfterSeconds: z.number().int().min(0).max(3600).default(1),
  /** For timeouts: how long the simulator holds the request before dropping it. */
  delayMs: z.number().int().min(0).max(120_000).default(35_000),
});
export type SimFault = z.infer<typeof simFaultSchema>;
