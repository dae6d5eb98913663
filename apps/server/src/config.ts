import path from 'node:path';
import { z } from 'zod';
import { deploymentProblems, isSecretVariable } from './config-rules.ts';

/**
 * A generate claim's lease (modules/comments/generation.service.ts): its holder refreshes the heartbeat every
 * `heartbeatMs` while it works; a claim whose heartbeat is `staleMs` old belongs to a process that is gone and may be
 * taken over. The defaults of GENERATION_HEARTBEAT_MS and GENERATION_STALE_MS.
 */
export const DEFAULT_GENERATION_LEASE = { heartbeatMs: 5_000, staleMs: 15_000 } as const;

const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const configSchema = z.object({
  /** staging: production's rules, except that the simulator may run for a public demo (docs/operations.md). */
  NODE_ENV: z.enum(['development', 'production', 'staging', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number between 1 and 65535' })
    .int('PORT must be a whole number')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Trust X-Forwarded-For only behind a proxy we run; otherwise any client could pick its own IP for rate limits. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Public origin users reach us at; OAuth return addresses and e-mail links are built from it. */
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be an absolute URL' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * The bench alone: a shorter life for cached callers (auth/session-cache.ts, at most its 30 s), to measure their
   * reloads. Refused in staging and production (config-rules.ts), where the 30 s hold.
   */
  BENCH_SESSION_CACHE_MS: z.coerce.number().int().min(1).max(30_000).optional(),
  /** Default: on in development and test, off in staging and production. */
  SEED_DEMO: booleanFlag.optional(),
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an e-mail address' }).default('admin@bizamply.test'),
  /** Where the /connections help card's Contact Support writes; the administrator's address when unset. */
  SUPPORT_EMAIL: z.email({ error: 'SUPPORT_EMAIL must be an e-mail address' }).optional(),
  /** Default (development and test only): the README's. Staging and production require a strong one. */
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').max(200).optional(),
  PLATFORM_MODE: z.enum(['simulator', 'live']).default('simulator'),
  /** For NODE_ENV=staging with the simulator: the consent phrase (config-rules.ts PUBLIC_SIMULATOR_CONSENT). */
  ALLOW_PUBLIC_SIMULATOR: z.string().max(100).optional(),
  /** /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; in staging and production it is closed without one. */
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').max(500).optional(),
  /** Google sign-in (OpenID Connect). In simulator mode these default to the simulator's provider. */
  GOOGLE_CLIENT_ID: z.string().min(1).max(500).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  GOOGLE_ISSUER: z.url({ error: 'GOOGLE_ISSUER must be an absolute URL' }).optional(),
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Bizamply <no-reply@bizamply.test>'),
  /** Run graphile-worker inside the HTTP process (default) or leave jobs to separate `worker` processes. */
  WORKER_IN_PROCESS: booleanFlag.default(true),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  /**
   * Also encode every response with zod and check the compiled serializer wrote the same JSON (plugins/serialization.ts).
   * Default: on in development and test, off in staging and production (the bench turns it off to measure production).
   */
  VERIFY_RESPONSES: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  // ── platform integrations (live keys; PLATFORM_MODE=simulator falls back to the simulator's) ──
  SHOPIFY_CLIENT_ID: z.string().min(1).max(500).optional(),
  SHOPIFY_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .default('2025-10'),
  SHOPIFY_SCOPES: z
    .string()
    .max(500)
    .default('read_products,read_customers,read_orders,read_discounts,write_discounts'),
  JUDGEME_CLIENT_ID: z.string().min(1).max(500).optional(),
  JUDGEME_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  JUDGEME_API_BASE: z.url().default('https://judge.me/api/v1'),
  YOTPO_CLIENT_ID: z.string().min(1).max(500).optional(),
  YOTPO_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  YOTPO_AUTHORIZE_URL: z.url().default('https://integrations-center.yotpo.com/oauth/authorize'),
  INSTAGRAM_CLIENT_ID: z.string().min(1).max(500).optional(),
  INSTAGRAM_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  META_APP_ID: z.string().min(1).max(500).optional(),
  META_APP_SECRET: z.string().min(1).max(500).optional(),
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v21.0'),
  META_VERIFY_TOKEN: z.string().min(8).max(500).optional(),
  META_SYSTEM_USER_TOKEN: z.string().min(1).max(1000).optional(),
  TIKTOK_APP_ID: z.string().min(1).max(500).optional(),
  TIKTOK_APP_SECRET: z.string().min(1).max(500).optional(),
  TIKTOK_ACCESS_TOKEN: z.string().min(1).max(1000).optional(),
  TIKTOK_BC_ID: z.string().min(1).max(100).optional(),
  /** The account holder authorization page TikTok's developer portal issues (state etc. are appended). */
  TIKTOK_AUTHORIZE_URL: z
    .url({ error: 'TIKTOK_AUTHORIZE_URL must be an absolute URL' })
    .default('https://www.tiktok.com/v2/auth/authorize/'),
  GOOGLE_SERVICE_ACCOUNT_EMAIL: z.string().min(1).max(500).optional(),
  /** PEM private key of the service account (literal \\n sequences are accepted). */
  GOOGLE_SERVICE_ACCOUNT_KEY: z.string().min(1).max(10_000).optional(),
  PLATFORM_HTTP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /** How often a running generate claim's holder proves it is alive (DEFAULT_GENERATION_LEASE). */
  GENERATION_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_GENERATION_LEASE.heartbeatMs),
  /** How old a claim's heartbeat is when another process may take the claim over: more than two beats. */
  GENERATION_STALE_MS: z.coerce.number().int().min(300).max(600_000).default(DEFAULT_GENERATION_LEASE.staleMs),
});

/** The administrator's password in development and test (README): refused anywhere else. */
export const DEVELOPMENT_ADMIN_PASSWORD = 'Admin#2026!';

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO' | 'ADMIN_PASSWORD' | 'VERIFY_RESPONSES'> & {
  SEED_DEMO: boolean;
  VERIFY_RESPONSES: boolean;
  ADMIN_PASSWORD: string;
  dataDir: string;
  publicUrl: string;
  webDistDir: string;
  isProduction: boolean;
  /** production or staging: no dev routes, /metrics behind its token, HSTS. */
  isProductionLike: boolean;
  /** GENERATION_HEARTBEAT_MS and GENERATION_STALE_MS, as the generate route and the automation worker use them. */
  generationLease: { heartbeatMs: number; staleMs: number };
};

export class ConfigError extends Error {}

/** Parses the environment once. Throws ConfigError with one line per problem, naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = issue.path.join('.') || 'environment';
      const value = env[variable];
      const shown = value === undefined || isSecretVariable(variable) ? '' : ` (got "${value}")`;
      return `${variable}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const values = parsed.data;
  if (values.AI_PROVIDER === 'openai' && !values.AI_BASE_URL) {
    throw new ConfigError('Invalid configuration: AI_BASE_URL is required when AI_PROVIDER=openai');
  }
  // One late beat (a busy event loop, a slow write) must not let another process take a live claim over.
  if (values.GENERATION_STALE_MS <= 2 * values.GENERATION_HEARTBEAT_MS) {
    throw new ConfigError(
      `Invalid configuration: GENERATION_STALE_MS must be more than twice GENERATION_HEARTBEAT_MS (got ${values.GENERATION_STALE_MS} and ${values.GENERATION_HEARTBEAT_MS})`,
    );
  }
  const problems = deploymentProblems(values);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration for NODE_ENV=${values.NODE_ENV}: ${problems.join('; ')}`);
  }
  const development = values.NODE_ENV === 'development' || values.NODE_ENV === 'test';
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    ...values,
    SEED_DEMO: values.SEED_DEMO ?? development,
    VERIFY_RESPONSES: values.VERIFY_RESPONSES ?? development,
    ADMIN_PASSWORD: values.ADMIN_PASSWORD ?? DEVELOPMENT_ADMIN_PASSWORD,
    dataDir,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    isProduction: values.NODE_ENV === 'production',
    isProductionLike: !development,
    generationLease: { heartbeatMs: values.GENERATION_HEARTBEAT_MS, staleMs: values.GENERATION_STALE_MS },
  };
}
