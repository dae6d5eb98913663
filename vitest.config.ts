import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/simulator', 'apps/server', 'apps/web', 'lint'],
  },
});
