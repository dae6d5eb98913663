import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from './context.ts';
import { appendQuery, consentPage } from './pages.ts';

/**
 * The authorization-code half every platform shares: a consent page at `authorizePath` and an approve
 * step that issues a single-use code for the chosen account and redirects back with `code` and `state`.
 */
export function registerConsent(
  server: FastifyInstance,
  context: SimulatorContext,
  options: {
    platform: string;
    label: string;
    segment: string;
    authorizePath: string;
    clientId: string;
    /** The query parameter naming our app (`client_id`; TikTok's is `client_key`). */
    clientParam?: string;
    accountLabel: string;
    /** The account the simulated user signs in as, unless they type another one. */
    defaultAccount: (query: Record<string, string>) => string;
    /** Normalises what was typed (e.g. strips @); null refuses it. */
    account?: (value: string) => string | null;
    /** Extra query parameters on the redirect back (e.g. Yotpo's app_key). */
    extra?: (account: string) => Promise<Record<string, string>> | Record<string, string>;
    /** Authorize-query parameters carried through the consent form to `onApprove`. */
    passThrough?: string[];
    onApprove?: (account: string, query: Record<string, string>) => Promise<void>;
  },
): void {
  const approvePath = `${options.authorizePath.replace(/\/[^/]*$/, '')}/approve`;
  /** `login_hint` (Google's parameter; our app also sends it here in simulator mode) pre-selects the person. */
  const hinted = (hint: string | undefined): string | null => {
    const value = hint?.trim().slice(0, 200);
    if (!value) return null;
    return options.account ? options.account(value) : value;
  };
  const clientParam = options.clientParam ?? 'client_id';
  server.get<{ Querystring: Record<string, string> }>(options.authorizePath, async (request, reply) => {
    const query = request.query;
    const redirectUri = query['redirect_uri'];
    if (query[clientParam] !== options.clientId || !redirectUri || !query['state']) {
      return reply.status(400).type('text/html').send('<h1>Invalid authorization request</h1>');
    }
    return reply.type('text/html').send(
      consentPage({
        platform: options.label,
        action: `${context.baseUrl(options.segment)}${approvePath}`,
        hidden: {
          redirect_uri: redirectUri,
          state: query['state'],
          [clientParam]: options.clientId,
          ...Object.fromEntries((options.passThrough ?? []).flatMap((key) => (query[key] ? [[key, query[key]]] : []))),
        },
        account: { label: options.accountLabel, value: hinted(query['login_hint']) ?? options.defaultAccount(query) },
        scopes: (query['scope'] ?? '').split(/[ ,]+/).filter(Boolean),
      }),
    );
  });

  server.get<{ Querystring: Record<string, string> }>(approvePath, async (request, reply) => {
    const { redirect_uri: redirectUri, state, decision } = request.query;
    const clientId = request.query[clientParam];
    if (!redirectUri || !state || clientId !== options.clientId) {
      return reply.status(400).send({ error: 'invalid_request' });
    }
    if (decision === 'deny') {
      return reply.redirect(appendQuery(redirectUri, { error: 'access_denied', state }));
    }
    const typed = (request.query['account'] ?? '').trim();
    const account = typed ? (options.account ? options.account(typed) : typed) : null;
    if (!account) return reply.status(400).send({ error: 'invalid_account' });
    await options.onApprove?.(account, request.query);
    const code = await context.store.issueCode(options.platform, account, clientId, redirectUri);
    const extra = options.extra ? await options.extra(account) : {};
    return reply.redirect(appendQuery(redirectUri, { code, state, ...extra }));
  });
}

/** A simulated person signing in to a platform (e-mail or user name), as typed on a consent page. */
export const platformUser = (value: string): string | null => {
  const user = value.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9._+@-]{2,99}$/.test(user) ? user : null;
};

/** A fresh, stable-per-attempt account name for a new user: derived from the OAuth state. */
export const accountFromState = (state: string | undefined, prefix: string) =>
  `${prefix}${crypto
    .createHash('sha256')
    .update(state ?? 'none')
    .digest('hex')
    .slice(0, 6)}`;
