import path from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // jsdom renders are CPU-bound; on a shared 2-core machine a 5 s default times out tests that are not slow.
    testTimeout: 20_000,
  },
});
