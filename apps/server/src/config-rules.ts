import { GOOGLE_SIMULATOR_CLIENT, SIMULATOR_APP_CREDENTIALS, SIMULATOR_OPERATOR } from '@bizamply/contracts';

/**
 * What a deployment must get right before it starts (issue 13 §2, docs/operations.md "Production"). Each
 * problem is `VARIABLE: why`, and never shows a secret's value.
 */

/** The exact words that turn the simulator on for a public staging demo (NODE_ENV=staging). */
export const PUBLIC_SIMULATOR_CONSENT = 'anyone-can-sign-in-as-any-user';

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Values anyone can read in this repository (README, seed, simulator) or guess first. */
const WELL_KNOWN_PASSWORDS = new Set(
  [
    'Admin#2026!',
    'Demo#2026!',
    'password',
    'password123',
    'changeme',
    'change-me',
    'admin',
    'administrator',
    'letmein',
    'qwerty',
    '123456789012',
  ].map((value) => value.toLowerCase()),
);

/** Every app key, secret and token the simulator publishes: never a real platform's. */
const SIMULATOR_VALUES = new Set<string>(
  [
    ...Object.values(SIMULATOR_APP_CREDENTIALS).flatMap((keys) => [keys.clientId, keys.clientSecret]),
    ...Object.values(SIMULATOR_OPERATOR),
    GOOGLE_SIMULATOR_CLIENT.clientId,
    GOOGLE_SIMULATOR_CLIENT.clientSecret,
  ].filter((value) => value !== ''),
);

/** Platform keys that only work in pairs: [id, secret]. */
const KEY_PAIRS = [
  ['SHOPIFY_CLIENT_ID', 'SHOPIFY_CLIENT_SECRET'],
  ['JUDGEME_CLIENT_ID', 'JUDGEME_CLIENT_SECRET'],
  ['YOTPO_CLIENT_ID', 'YOTPO_CLIENT_SECRET'],
  ['INSTAGRAM_CLIENT_ID', 'INSTAGRAM_CLIENT_SECRET'],
  ['META_APP_ID', 'META_APP_SECRET'],
  ['TIKTOK_APP_ID', 'TIKTOK_APP_SECRET'],
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['GOOGLE_SERVICE_ACCOUNT_EMAIL', 'GOOGLE_SERVICE_ACCOUNT_KEY'],
] as const;

const PLATFORM_VARIABLES = [
  ...KEY_PAIRS.flat(),
  'META_VERIFY_TOKEN',
  'META_SYSTEM_USER_TOKEN',
  'TIKTOK_ACCESS_TOKEN',
  'TIKTOK_BC_ID',
] as const;

/** Names whose values a start-up message must never repeat. */
export const isSecretVariable = (name: string) => /PASSWORD|SECRET|TOKEN|_KEY$|DATABASE_URL|SMTP_URL/.test(name);

export type DeploymentSettings = Partial<Record<(typeof PLATFORM_VARIABLES)[number], string>> & {
  NODE_ENV: 'development' | 'test' | 'staging' | 'production';
  PLATFORM_MODE: 'simulator' | 'live';
  ADMIN_EMAIL: string;
  ALLOW_PUBLIC_SIMULATOR?: string | undefined;
  ADMIN_PASSWORD?: string | undefined;
  SEED_DEMO?: boolean | undefined;
  PUBLIC_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  BENCH_SESSION_CACHE_MS?: number | undefined;
};

function adminPasswordProblem(values: DeploymentSettings): string | null {
  const password = values.ADMIN_PASSWORD;
  if (!password) return 'ADMIN_PASSWORD: required (the administrator has no default password outside development)';
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `ADMIN_PASSWORD: too short (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters)`;
  }
  const lower = password.toLowerCase();
  if (WELL_KNOWN_PASSWORDS.has(lower) || lower === values.ADMIN_EMAIL.toLowerCase() || new Set(lower).size < 5) {
    return 'ADMIN_PASSWORD: a well-known or guessable value; choose a long random one';
  }
  return null;
}

function livePlatformProblems(values: DeploymentSettings): string[] {
  const problems: string[] = [];
  for (const [id, secret] of KEY_PAIRS) {
    if (values[id] && !values[secret]) problems.push(`${secret}: required with ${id}`);
    if (values[secret] && !values[id]) problems.push(`${id}: required with ${secret}`);
  }
  for (const name of PLATFORM_VARIABLES) {
    const value = values[name];
    if (value && SIMULATOR_VALUES.has(value)) {
      problems.push(`${name}: the simulator's public test value; with PLATFORM_MODE=live use the platform's own`);
    }
  }
  if (values.META_APP_ID && !values.META_VERIFY_TOKEN) {
    problems.push('META_VERIFY_TOKEN: required with META_APP_ID (Meta checks it when subscribing webhooks)');
  }
  return problems;
}

/**
 * Production runs only against the real platforms, with its own administrator password, no demo and a way to send
 * mail; staging may run the simulator for a public demo only with the explicit consent phrase. Development and test
 * keep their defaults. Returns one line per problem (empty: good to start).
 */
export function deploymentProblems(values: DeploymentSettings): string[] {
  const problems = values.PLATFORM_MODE === 'live' ? livePlatformProblems(values) : [];
  if (values.NODE_ENV === 'development' || values.NODE_ENV === 'test') return problems;

  const production = values.NODE_ENV === 'production';
  if (values.PLATFORM_MODE === 'simulator') {
    if (production) {
      problems.unshift(
        "PLATFORM_MODE: NODE_ENV=production needs PLATFORM_MODE=live with the platforms' own keys (the simulator signs anyone in as any user, the administrator included; a public demo is NODE_ENV=staging, see docs/operations.md)",
      );
    } else if (values.ALLOW_PUBLIC_SIMULATOR !== PUBLIC_SIMULATOR_CONSENT) {
      problems.unshift(
        `ALLOW_PUBLIC_SIMULATOR: NODE_ENV=staging runs the simulator only with ALLOW_PUBLIC_SIMULATOR=${PUBLIC_SIMULATOR_CONSENT} (its sign-in pages let anyone in as any user, the administrator included)`,
      );
    }
  }
  const adminProblem = adminPasswordProblem(values);
  if (adminProblem) problems.push(adminProblem);
  if (values.BENCH_SESSION_CACHE_MS !== undefined) {
    problems.push(
      'BENCH_SESSION_CACHE_MS: a bench setting (cached callers reloaded sooner, to measure the reloads); staging and production keep the 30 s',
    );
  }
  if (!values.PUBLIC_URL?.startsWith('https://')) {
    problems.push('PUBLIC_URL: required, an https:// address (OAuth returns, e-mail links and secure cookies use it)');
  }
  if (production) {
    if (values.SEED_DEMO)
      problems.push("SEED_DEMO: the demo accounts' passwords are public; production never seeds them");
    if (!values.SMTP_URL)
      problems.push('SMTP_URL: required (verification codes and reports are mailed; /dev/mailbox is off)');
    if (values.PLATFORM_MODE === 'live' && !(values.SHOPIFY_CLIENT_ID && values.SHOPIFY_CLIENT_SECRET)) {
      problems.push(
        'SHOPIFY_CLIENT_ID: required with SHOPIFY_CLIENT_SECRET (sign-up, billing and the store connection use the Shopify app)',
      );
    }
  }
  return [...new Set(problems)];
}

/** What a staging demo prints at every start, so nobody mistakes it for a safe deployment. */
export function deploymentWarnings(values: Pick<DeploymentSettings, 'NODE_ENV' | 'PLATFORM_MODE'>): string[] {
  if (values.NODE_ENV !== 'staging' || values.PLATFORM_MODE !== 'simulator') return [];
  return [
    'WARNING: public simulator demo (NODE_ENV=staging, ALLOW_PUBLIC_SIMULATOR): /sim is mounted and its sign-in pages let anyone in as any user, the administrator included; never put real customers or real platform keys here',
  ];
}
