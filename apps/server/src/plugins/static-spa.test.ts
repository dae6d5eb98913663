import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSpa } from './static-spa.ts';

// A build folder as `vite build` leaves it: text assets with their `.br`/`.gz` copies, tiny files without.
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Bizamply</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const APP_JS = `export const figures = [${Array.from({ length: 400 }, (_, index) => `{ id: ${index}, label: 'Figure ${index}' }`).join(', ')}];\n`;
const TINY_JS = 'document.documentElement.dataset.theme = "light";\n';
const LOGIN_HTML = INDEX_HTML.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered="/login"><h1>Sign in</h1></div>',
);

const FRAME_HTML = (address: string) =>
  INDEX_HTML.replace(
    '<div id="root"></div>',
    `<div id="root" data-signed-in-frame="${address}"><header></header></div>`,
  );

let dir: string;
let app: FastifyInstance;

function writeWithCopies(file: string, content: string) {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  writeWithCopies(path.join(dir, 'index.html'), INDEX_HTML);
  writeWithCopies(path.join(dir, 'assets', 'app-abc123.js'), APP_JS);
  fs.writeFileSync(path.join(dir, 'theme-init.js'), TINY_JS);
  fs.mkdirSync(path.join(dir, 'prerendered'));
  writeWithCopies(path.join(dir, 'prerendered', 'login.html'), LOGIN_HTML);
  writeWithCopies(path.join(dir, 'prerendered', 'dashboard.html'), FRAME_HTML('/dashboard'));
  writeWithCopies(path.join(dir, 'prerendered', 'responses.html'), FRAME_HTML('/responses'));
  app = Fastify();
  await registerStaticSpa(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('pre-compressed assets', () => {
  it('sends the brotli copy to a client that accepts br, decompressing to the original', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(APP_JS));
    expect(zlib.brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(APP_JS);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(APP_JS);

    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(APP_JS);
  });

  it('sends a file without compressed copies as it is, whatever the client accepts', async () => {
    const response = await app.inject({ url: '/theme-init.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=0');
    expect(response.body).toBe(TINY_JS);
  });

  it('does not serve the compressed copies under their own URL', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js.br' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', status: 404 });
  });
});

describe('SPA fallback', () => {
  it('answers an unknown page that accepts HTML with index.html, compressed and never cached', async () => {
    const response = await app.inject({
      url: '/dashboard?period=7d',
      headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(INDEX_HTML);

    const plain = await app.inject({ url: '/auth/callback', headers: { accept: 'text/html' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(INDEX_HTML);
  });

  it('answers an address the build prerendered with its own page, but only when opened without a query', async () => {
    const html = { accept: 'text/html', 'accept-encoding': 'br' };
    const login = await app.inject({ url: '/login', headers: html });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toMatch(/^text\/html/);
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(login.rawPayload).toString('utf8')).toBe(LOGIN_HTML);

    // A query may change what the page draws (an error, a notice): the app draws it from index.html.
    const withQuery = await app.inject({ url: '/login?error=access_denied', headers: { accept: 'text/html' } });
    expect(withQuery.body).toBe(INDEX_HTML);
    expect((await app.inject({ url: '/login/extra', headers: { accept: 'text/html' } })).body).toBe(INDEX_HTML);
    expect((await app.inject({ url: '/signup', headers: { accept: 'text/html' } })).body).toBe(INDEX_HTML);
  });

  it('answers /dashboard and /responses with their signed-in frame, the same file for everybody, without a query', async () => {
    for (const address of ['/dashboard', '/responses']) {
      const framed = await app.inject({ url: address, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(framed.statusCode).toBe(200);
      expect(framed.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(framed.rawPayload).toString('utf8')).toBe(FRAME_HTML(address));
      // Signed in or not: the server cannot tell (the token is in the browser's storage); the HTML decides.
      const withToken = await app.inject({
        url: address,
        headers: { accept: 'text/html', authorization: 'Bearer anything' },
      });
      expect(withToken.body).toBe(FRAME_HTML(address));
    }
    // A query (a highlighted item, a period) or another spelling: index.html, as before.
    for (const url of ['/responses?highlight=abc', '/dashboard?period=7d', '/dashboard/', '/responses/x']) {
      expect((await app.inject({ url, headers: { accept: 'text/html' } })).body).toBe(INDEX_HTML);
    }
  });

  it('answers API paths, non-HTML clients and non-GET requests with the JSON 404', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/nothing-here', headers: { accept: 'text/html' } },
      { method: 'GET' as const, url: '/dashboard', headers: { accept: 'application/json' } },
      { method: 'POST' as const, url: '/dashboard', headers: { accept: 'text/html' } },
    ];
    for (const request of requests) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', status: 404 });
    }
  });
});

describe('one address: PUBLIC_URL (issue 19 item 19)', () => {
  let canonical: FastifyInstance;
  beforeAll(async () => {
    canonical = Fastify();
    canonical.get('/api/ping', async () => ({ ok: true }));
    await registerStaticSpa(canonical, dir, 'http://localhost:3107');
    await canonical.ready();
  });
  afterAll(async () => {
    await canonical.close();
  });
  const page = (url: string, host: string) =>
    canonical.inject({ url, headers: { host, accept: 'text/html,application/xhtml+xml' } });

  it('sends a page opened on 127.0.0.1 to the same page on PUBLIC_URL, query and all', async () => {
    const response = await page('/responses?highlight=abc', '127.0.0.1:3107');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3107/responses?highlight=abc');
  });

  it('serves the page on PUBLIC_URL itself, and never redirects API calls, machines or assets', async () => {
    expect((await page('/dashboard', 'localhost:3107')).statusCode).toBe(200);
    expect((await page('/dashboard', 'LOCALHOST:3107')).statusCode).toBe(200);
    expect((await canonical.inject({ url: '/api/ping', headers: { host: '127.0.0.1:3107' } })).statusCode).toBe(200);
    expect((await page('/webhooks/unknown', '127.0.0.1:3107')).statusCode).toBe(404);
    expect((await page('/sim/anything', '127.0.0.1:3107')).statusCode).toBe(404);
    const asset = await canonical.inject({ url: '/theme-init.js', headers: { host: '127.0.0.1:3107' } });
    expect(asset.statusCode).toBe(200);
  });
});
