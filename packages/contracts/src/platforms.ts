import { z } from 'zod';
import { PLATFORMS, platformRecord, type Platform } from './platforms/index.ts';

export * from './platforms/index.ts';

/** Supported services, in the order of the spec's connect cards and chips (one definition each: ./platforms/). */
export const platformSchema = z.enum(PLATFORMS);

export const PLATFORM_LABELS: Record<Platform, string> = platformRecord((definition) => definition.label);

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
