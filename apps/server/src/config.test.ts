import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('reads SEED_DEMO=0 as off', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });
});
