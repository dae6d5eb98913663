import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';

// A build as `vite build` leaves it: the first-page script inline in the head of index.html and of every prerendered
// page (apps/web vite.config.ts), the app's entry as a file.
const INLINE_SCRIPT = 'document.documentElement.classList.add("no-stored-session");';
const page = (root: string) =>
  `<!doctype html><html lang="en"><head><script>${INLINE_SCRIPT}</script><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body>${root}</body></html>`;

let dir: string;
let test: TestApp;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-script-csp-'));
  fs.mkdirSync(path.join(dir, 'prerendered'));
  fs.writeFileSync(path.join(dir, 'index.html'), page('<div id="root"></div>'));
  fs.writeFileSync(path.join(dir, 'prerendered', 'login.html'), page('<div id="root"><h1>Sign in</h1></div>'));
  test = await buildTestApp({ WEB_DIST_DIR: dir });
});
afterAll(async () => {
  await test?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const scriptSrc = (csp: string | undefined) =>
  (csp ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1);

describe('the CSP of the served HTML', () => {
  it("allows the page's own inline script by its hash, and no other inline script", async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT, 'utf8').digest('base64')}'`;
    // Under the configured public address (another host name is redirected to it first).
    const host = test.config.publicUrl ? new URL(test.config.publicUrl).host : 'localhost';
    for (const url of ['/login', '/dashboard']) {
      const response = await test.app.inject({ url, headers: { accept: 'text/html', host } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<script>${INLINE_SCRIPT}</script>`);
      expect(scriptSrc(response.headers['content-security-policy'] as string)).toEqual(["'self'", hash]);
    }
  });
});
