/**
 * The least a production deployment must set (issue 13 §2, docs/operations.md "Production"): live platforms with a
 * Shopify app of its own, an https address, a strong administrator password, SMTP, and the /metrics token.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PLATFORM_MODE: 'live',
  PUBLIC_URL: 'https://app.bizamply.example',
  ADMIN_EMAIL: 'ops@bizamply.example',
  ADMIN_PASSWORD: 'kT7#vLq9!wZp2@Rm',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SHOPIFY_CLIENT_ID: 'live-shopify-app-4f2a',
  SHOPIFY_CLIENT_SECRET: 'live-shopify-secret-9c1e77d0',
  METRICS_TOKEN: 'metrics-token-5b0e4c1d9a7f2e63',
} as const satisfies Record<string, string>;
