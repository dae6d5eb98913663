import type { FastifyInstance, onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';

type BrowserHooks = { onRequest: onRequestHookHandler[]; onSend: onSendHookHandler[] };

/** A route machines call (`auth: 'machine'` in its endpoint definition: the platforms' signed webhooks). */
export const isMachineRoute = (config: unknown) =>
  (config as { endpoint?: { auth?: string } } | undefined)?.endpoint?.auth === 'machine';

const registered = new WeakMap<FastifyInstance, BrowserHooks & { routesSeen: boolean }>();

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function hooksOf(app: FastifyInstance) {
  const hooks = registered.get(app);
  if (hooks) return hooks;
  const own: BrowserHooks & { routesSeen: boolean } = { onRequest: [], onSend: [], routesSeen: false };
  registered.set(app, own);
  app.addHook('onRoute', (route: RouteOptions) => {
    own.routesSeen = true;
    if (isMachineRoute(route.config)) return;
    // After the route's own hooks, as Fastify runs global hooks before a route's: none of the routes has its own.
    if (own.onRequest.length > 0) route.onRequest = [...asArray(route.onRequest), ...own.onRequest];
    if (own.onSend.length > 0) route.onSend = [...asArray(route.onSend), ...own.onSend];
  });
  return own;
}

/**
 * A hook of what only a browser's request means: its cookies, the CSRF check of a cookie-bearing call, the session
 * cache's read-your-writes. Added to every route but those machines call (a platform's webhook sends no cookie, no
 * session, and proves itself by signature), as a route's own hook: Fastify builds each route's list of hooks once,
 * so no request pays a check of its route (a global hook runs for every route; these cost a webhook delivery ~4 %
 * of its server CPU, docs/performance.md "Issue 15, eighth pass"). Every browser hook must be added before the
 * first route, as a global hook would apply to routes added before it; the not-found handler takes them through
 * notFoundBrowserHooks.
 */
export function addBrowserHook(app: FastifyInstance, name: 'onRequest', hook: onRequestHookHandler): void;
export function addBrowserHook(app: FastifyInstance, name: 'onSend', hook: onSendHookHandler): void;
export function addBrowserHook(
  app: FastifyInstance,
  name: 'onRequest' | 'onSend',
  hook: onRequestHookHandler | onSendHookHandler,
): void {
  const hooks = hooksOf(app);
  if (hooks.routesSeen) throw new Error(`The browser hook ${hook.name || name} is added after routes`);
  if (name === 'onRequest') hooks.onRequest.push(hook as onRequestHookHandler);
  else hooks.onSend.push(hook as onSendHookHandler);
}

/**
 * The browser hooks, for `setNotFoundHandler`'s options (an address no route serves is a browser's: the web app's
 * pages, a mistyped API call). Fastify builds the not-found context's hooks from these options as from a route's,
 * for every lifecycle hook, though its types name only preValidation and preHandler.
 */
export function notFoundBrowserHooks(app: FastifyInstance): object {
  const hooks = registered.get(app);
  return hooks ? { onRequest: [...hooks.onRequest], onSend: [...hooks.onSend] } : {};
}
