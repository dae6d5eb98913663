import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'lint',
    environment: 'node',
    include: ['**/*.test.ts'],
    // ESLint resolves every import through the TypeScript resolver: seconds per file on a shared machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
