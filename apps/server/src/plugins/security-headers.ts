import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderStep = { set: string; value: string } | { remove: string };

/**
 * What helmet's middleware does to a response for these options, recorded once. With no directive computed per
 * request (a function, e.g. a nonce; refused here), every response gets the same headers, so helmet's eleven
 * middlewares need not run per request (~1.6 µs of a ~6 µs hook: the headers' own setHeader calls remain).
 */
export function securityHeaderSteps(options: HelmetOptions): HeaderStep[] {
  const directives = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : {};
  const perRequest = Object.entries(directives ?? {}).filter(
    ([, value]) => typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function')),
  );
  if (perRequest.length > 0) {
    throw new Error(`CSP directives computed per request are not supported: ${perRequest.map(([n]) => n).join(', ')}`);
  }
  const steps: HeaderStep[] = [];
  const recorder = {
    // In lower case, as HTTP/2 writes them: Node then keeps the name as it is instead of lower-casing a copy of it
    // on every response (header names are case-insensitive).
    setHeader: (name: string, value: string) => steps.push({ set: name.toLowerCase(), value: String(value) }),
    removeHeader: (name: string) => steps.push({ remove: name.toLowerCase() }),
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return steps;
}

/**
 * Helmet's security headers on every response (hijacked ones too: they are set on the raw response as the request
 * arrives). Built once, here: @fastify/helmet built the middleware again on every request (parsing the CSP
 * directives each time), and running the built middleware still cost more than setting its headers.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const steps = securityHeaderSteps(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const step of steps) {
      if ('set' in step) raw.setHeader(step.set, step.value);
      else raw.removeHeader(step.remove);
    }
    done();
  });
}
