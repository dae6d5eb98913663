import { defineConfig } from 'vitest/config';

/**
 * The reliability suite (`npm run test:reliability`): slower than the unit projects, so it is its own
 * config and none of them picks it up. RELIABILITY_SCALE=quick (default, CI) or full (the real run).
 */
export default defineConfig({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.reliability.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 15 * 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
