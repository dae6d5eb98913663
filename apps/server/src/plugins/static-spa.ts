import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { GENERAL_MESSAGES } from '@bizamply/contracts';
import { notFoundBrowserHooks } from './browser-hooks.ts';
import { sendError } from './errors.ts';
import { inlineScriptTexts } from '../../../../scripts/inline-scripts.mjs';

/** Paths that belong to the API or to machines; an unknown one is a JSON 404, never the SPA. */
const NON_SPA_PREFIXES = [
  '/api/',
  '/backend/',
  '/sim/',
  '/webhooks/',
  '/dev/',
  '/docs',
  '/metrics',
  '/integration/',
  '/integrations/',
];

/** Where the web build writes `<address>.html` for the addresses it prerenders (a page, or a signed-in frame). */
const PRERENDERED_DIR = 'prerendered';

function prerenderedAddresses(webDistDir: string): Set<string> {
  const dir = path.join(webDistDir, PRERENDERED_DIR);
  if (!fs.existsSync(dir)) return new Set();
  return new Set(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/${file.slice(0, -'.html'.length)}`),
  );
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of every HTML file the SPA serves (index.html and the
 * prerendered pages): the web build puts its first-page script inline (apps/web vite.config.ts), and the CSP allows
 * exactly that text. Read from the files served, once at start: no second copy of the hash to keep in step.
 */
export function inlineScriptHashes(webDistDir: string): string[] {
  const prerenderedDir = path.join(webDistDir, PRERENDERED_DIR);
  const files = [
    path.join(webDistDir, 'index.html'),
    ...[...prerenderedAddresses(webDistDir)].map((address) => path.join(prerenderedDir, `${address.slice(1)}.html`)),
  ].filter((file) => fs.existsSync(file));
  const hashes = new Set<string>();
  for (const file of files) {
    for (const text of inlineScriptTexts(fs.readFileSync(file, 'utf8'))) {
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * Serves the built SPA. `index.html` answers only GET requests that accept HTML and matched no route,
 * so `/auth/callback` and `/onboarding` (SPA pages beside API routes) work on reload. Text assets go out as the
 * `.br`/`.gz` files the web build writes beside them, when the client accepts that encoding.
 */
export async function registerStaticSpa(app: FastifyInstance, webDistDir: string, publicUrl?: string): Promise<void> {
  const canonical = publicUrl ? new URL(publicUrl) : null;
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const prerendered = prerenderedAddresses(webDistDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are picked by Accept-Encoding, never addressed by their own URL.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Off so that `send`'s own `max-age=0` does not replace the header set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('Vary', 'Accept-Encoding');
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
      },
    });
  }

  app.setNotFoundHandler(notFoundBrowserHooks(app), (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isSpaPath = !NON_SPA_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (request.method === 'GET' && wantsHtml && isSpaPath && hasBuild) {
      // Opened under another name (127.0.0.1 for localhost): go to PUBLIC_URL first, or cookies, sign-in round
      // trips and the CSP would all be for the other name (issue 19 item 19). Pages only: never the API.
      if (canonical && request.host.toLowerCase() !== canonical.host.toLowerCase()) {
        return reply.redirect(`${canonical.origin}${request.url}`, 302);
      }
      // An address the build prerendered, opened without a query: its page (/login), or its signed-in frame with no
      // user data (/dashboard, /responses), is in the HTML (apps/web vite.config.ts, src/prerender.tsx).
      const file = prerendered.has(request.url) ? `${PRERENDERED_DIR}${request.url}.html` : 'index.html';
      return reply.code(200).header('Cache-Control', 'no-cache').sendFile(file, { cacheControl: false });
    }
    return sendError(reply, 404, 'NOT_FOUND', GENERAL_MESSAGES.notFound);
  });
}
