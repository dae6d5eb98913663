import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isMachineRoute } from './browser-hooks.ts';

/**
 * Answers are compressed for clients that accept it: an inbox page is ~55 KB of field names that brotli writes in a
 * few KB, the difference between one and several round trips on a phone's network. JSON (problem+json included) and
 * what mime-db calls compressible (pages, text), over 1 KB. Not touched: the web app's files, already compressed at
 * build time (static-spa.ts sets their Content-Encoding), and the live stream, which hijacks its reply to flush each
 * event as it happens. Brotli at quality 4 and gzip at level 5 cost about as much CPU as writing the body; a client
 * that sends no Accept-Encoding (the bench, platforms' servers) gets the answer as before.
 */
export const COMPRESSED_TYPES = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Requests are taken as sent: our clients never compress them, and a platform's webhook is checked against the
  // signature of its exact bytes (the plugin would otherwise inflate any body sent with a Content-Encoding).
  // A platform's server (a machine route: webhooks) reads a few bytes of answer and never asks for an encoding:
  // the plugin's per-answer hook would only cost its deliveries CPU (7 % of an ingestion run's busy time).
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
    if (isMachineRoute(route.config)) route.compress ??= false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSED_TYPES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
}
