import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 5 };

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
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** The plugin's reading of Accept-Encoding: `*` (no preference) and `x-gzip` are gzip. */
const GZIP_ALIASES = /\*|x-gzip/g;

/** The encoding registerCompression gives a compressible answer of `length` bytes to this request, or null. */
function chosenEncoding(request: FastifyRequest, length: number): Encoding | null {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string' || length < COMPRESSION_THRESHOLD_BYTES) return null;
  if (request.headers['x-no-compression'] !== undefined) return null;
  const encoding = negotiate(accepted.toLowerCase().replace(GZIP_ALIASES, 'gzip'), ENCODINGS);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

const compressedForms = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/**
 * Sends bytes a cache keeps (a fully cached answer: product analytics' 16 KB) compressed as the plugin would, but
 * compressed once per kept body and encoding, not per request: a browser asks for these figures on every visit.
 * The plugin leaves an answer that already has a Content-Encoding alone.
 */
export function sendKeptBody(request: FastifyRequest, reply: FastifyReply, body: Buffer, contentType: string) {
  reply.type(contentType);
  // A machine route's answer is never compressed (registerCompression), kept or not.
  const compressible = COMPRESSED_TYPES.test(contentType) && !isMachineRoute(request.routeOptions.config);
  const encoding = compressible ? chosenEncoding(request, body.length) : null;
  if (encoding === null) return reply.send(body);
  let forms = compressedForms.get(body);
  if (!forms) {
    forms = {};
    compressedForms.set(body, forms);
  }
  const compressed = (forms[encoding] ??=
    encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body, GZIP_OPTIONS));
  const vary = reply.getHeader('vary');
  if (typeof vary !== 'string' || !/\baccept-encoding\b/i.test(vary)) {
    reply.header('vary', typeof vary === 'string' && vary.length > 0 ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  return reply.header('content-encoding', encoding).send(compressed);
}
