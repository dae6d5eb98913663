import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { deploymentWarnings, PUBLIC_SIMULATOR_CONSENT } from './config-rules.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      PLATFORM_MODE: 'simulator',
      AI_PROVIDER: 'builtin',
      SEED_DEMO: true,
      ADMIN_EMAIL: 'admin@bizamply.test',
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names the variable and the value that are wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: .*\(got "abc"\)/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PLATFORM_MODE: 'magic' })).toThrow(/PLATFORM_MODE/);
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_BASE_URL is required/);
  });

  it('holds a generate claim with a 5 s heartbeat and a 15 s stale window unless configured', () => {
    expect(loadConfig({}).generationLease).toEqual({ heartbeatMs: 5_000, staleMs: 15_000 });
    expect(loadConfig({ GENERATION_HEARTBEAT_MS: '2000', GENERATION_STALE_MS: '9000' }).generationLease).toEqual({
      heartbeatMs: 2_000,
      staleMs: 9_000,
    });
  });

  it('refuses a stale window of two heartbeats or less, and values that are not whole milliseconds', () => {
    expect(() => loadConfig({ GENERATION_HEARTBEAT_MS: '5000', GENERATION_STALE_MS: '10000' })).toThrow(
      /GENERATION_STALE_MS must be more than twice GENERATION_HEARTBEAT_MS \(got 10000 and 5000\)/,
    );
    expect(() => loadConfig({ GENERATION_STALE_MS: '9000' })).toThrow(/more than twice/);
    expect(loadConfig({ GENERATION_HEARTBEAT_MS: '5000', GENERATION_STALE_MS: '10001' }).generationLease.staleMs).toBe(
      10_001,
    );
    expect(() => loadConfig({ GENERATION_HEARTBEAT_MS: 'soon' })).toThrow(/GENERATION_HEARTBEAT_MS: .*\(got "soon"\)/);
    expect(() => loadConfig({ GENERATION_STALE_MS: '1.5' })).toThrow(/GENERATION_STALE_MS/);
  });

  it('reads SEED_DEMO=0 as off', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });

  it("takes the bench's shorter session cache only as a whole number of ms up to the cache's 30 s", () => {
    expect(loadConfig({}).BENCH_SESSION_CACHE_MS).toBeUndefined();
    expect(loadConfig({ BENCH_SESSION_CACHE_MS: '1000' }).BENCH_SESSION_CACHE_MS).toBe(1000);
    for (const value of ['0', '30001', '1.5', 'soon']) {
      expect(() => loadConfig({ BENCH_SESSION_CACHE_MS: value }), value).toThrow(/BENCH_SESSION_CACHE_MS/);
    }
  });
});

describe('production and staging refuse unsafe settings (issue 13 §2)', () => {
  const production = { ...PRODUCTION_ENV };
  const problemsOf = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env as NodeJS.ProcessEnv);
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
  };

  it('NODE_ENV=production alone names every variable to set, on one line', () => {
    const message = problemsOf({ NODE_ENV: 'production' });
    expect(message.split('\n')).toHaveLength(1);
    for (const variable of ['PLATFORM_MODE', 'ADMIN_PASSWORD', 'PUBLIC_URL', 'SMTP_URL']) {
      expect(message).toContain(`${variable}: `);
    }
  });

  it('starts with live settings: no demo seed, no simulator, /metrics closed, the given administrator password', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({
      isProduction: true,
      isProductionLike: true,
      SEED_DEMO: false,
      PLATFORM_MODE: 'live',
      ADMIN_PASSWORD: PRODUCTION_ENV.ADMIN_PASSWORD,
    });
  });

  it.each([
    [{ PLATFORM_MODE: 'simulator' }, /PLATFORM_MODE: NODE_ENV=production needs PLATFORM_MODE=live/],
    [{ PLATFORM_MODE: 'simulator', ALLOW_PUBLIC_SIMULATOR: PUBLIC_SIMULATOR_CONSENT }, /PLATFORM_MODE: /],
    [{ ADMIN_PASSWORD: undefined }, /ADMIN_PASSWORD: required/],
    [{ ADMIN_PASSWORD: 'Short#2026!' }, /ADMIN_PASSWORD: too short/],
    [{ ADMIN_PASSWORD: 'password123' }, /ADMIN_PASSWORD: too short/],
    [{ ADMIN_PASSWORD: 'aaaaaaaaaaaaaaaa' }, /ADMIN_PASSWORD: a well-known or guessable value/],
    [{ ADMIN_PASSWORD: '123456789012' }, /ADMIN_PASSWORD: a well-known or guessable value/],
    [{ SEED_DEMO: '1' }, /SEED_DEMO: /],
    [{ SMTP_URL: undefined }, /SMTP_URL: required/],
    [{ PUBLIC_URL: 'http://app.bizamply.example' }, /PUBLIC_URL: required, an https/],
    [{ SHOPIFY_CLIENT_SECRET: undefined }, /SHOPIFY_CLIENT_SECRET: required with SHOPIFY_CLIENT_ID/],
    [{ SHOPIFY_CLIENT_SECRET: 'sim-shopify-secret' }, /SHOPIFY_CLIENT_SECRET: the simulator's public test value/],
    [{ META_APP_ID: '100000000000001', META_APP_SECRET: 'real-meta-secret' }, /META_APP_ID: the simulator's/],
    [{ META_APP_ID: '123456789012345', META_APP_SECRET: 'real-meta-secret' }, /META_VERIFY_TOKEN: required/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN: /],
    [{ BENCH_SESSION_CACHE_MS: '1000' }, /BENCH_SESSION_CACHE_MS: a bench setting/],
  ])('%o → refused', (change, expected) => {
    expect(problemsOf({ ...production, ...change })).toMatch(expected);
  });

  it('never repeats a secret it refuses', () => {
    const message = problemsOf({ ...production, ADMIN_PASSWORD: 'Weak#1', SMTP_URL: 'ftp://user:hunter2@mail' });
    expect(message).toMatch(/ADMIN_PASSWORD: /);
    expect(message).toMatch(/SMTP_URL: /);
    expect(message).not.toContain('Weak#1');
    expect(message).not.toContain('hunter2');
  });

  it('simulator secrets are refused in live mode in every environment', () => {
    expect(
      problemsOf({ PLATFORM_MODE: 'live', JUDGEME_CLIENT_ID: 'x1', JUDGEME_CLIENT_SECRET: 'sim-judgeme-secret' }),
    ).toMatch(/JUDGEME_CLIENT_SECRET: the simulator's public test value/);
    expect(problemsOf({ PLATFORM_MODE: 'live', META_VERIFY_TOKEN: 'sim-meta-verify-token' })).toMatch(
      /META_VERIFY_TOKEN: the simulator's/,
    );
  });

  it('staging runs the simulator only with the consent phrase, and warns at every start', () => {
    const staging = {
      NODE_ENV: 'staging',
      PUBLIC_URL: 'https://demo.bizamply.example',
      ADMIN_PASSWORD: PRODUCTION_ENV.ADMIN_PASSWORD,
    };
    expect(problemsOf(staging)).toMatch(/ALLOW_PUBLIC_SIMULATOR: NODE_ENV=staging runs the simulator only with/);
    expect(problemsOf({ ...staging, ALLOW_PUBLIC_SIMULATOR: 'yes' })).toMatch(/ALLOW_PUBLIC_SIMULATOR: /);
    const config = loadConfig({ ...staging, ALLOW_PUBLIC_SIMULATOR: PUBLIC_SIMULATOR_CONSENT, SEED_DEMO: '1' });
    expect(config).toMatchObject({ isProduction: false, isProductionLike: true, SEED_DEMO: true });
    expect(deploymentWarnings(config)).toEqual([expect.stringMatching(/^WARNING: public simulator demo/)]);
    expect(deploymentWarnings(loadConfig(production))).toEqual([]);
    expect(
      problemsOf({ ...staging, ALLOW_PUBLIC_SIMULATOR: PUBLIC_SIMULATOR_CONSENT, ADMIN_PASSWORD: undefined }),
    ).toMatch(/ADMIN_PASSWORD: required/);
  });

  it('development keeps its defaults (the README passwords, the simulator, the demo)', () => {
    expect(loadConfig({})).toMatchObject({ ADMIN_PASSWORD: 'Admin#2026!', SEED_DEMO: true, isProductionLike: false });
  });
});
