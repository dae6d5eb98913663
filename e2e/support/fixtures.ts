import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export const SCREENS_DIR = path.resolve(import.meta.dirname, '../artifacts/screens');
export const DEMO = { email: 'demo@bizamply.test', password: 'Demo#2026!' };
export const ADMIN = { email: 'admin@bizamply.test', password: 'Admin#2026!' };

/** Saves a full-page screenshot under e2e/artifacts/screens/<name>.png, for people to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

export const test = base.extend<{ snapEvery: void }>({
  // Every page a test ends on is kept as a screenshot too, named after the test.
  snapEvery: [
    async ({ page }, use, testInfo) => {
      await use();
      const name = testInfo.titlePath.slice(1).join(' - ').replace(/[^a-z0-9-]+/gi, '-').toLowerCase();
      await snap(page, `end-${name}`).catch(() => {});
    },
    { auto: true },
  ],
});

export { expect };
