import { z } from 'zod';
import { PlatformError, parseBody } from '../http.ts';
import { graphCall } from '../meta/graph.ts';
import type { ConnectResult, IntegrationDeps, OAuthFlow } from '../types.ts';

const SCOPES =
  'pages_show_list,pages_read_engagement,pages_manage_engagement,pages_read_user_content,pages_manage_metadata';
const tokenSchema = z.object({ access_token: z.string().min(1).max(1000), expires_in: z.number().optional() });
const pageSchema = z.object({
  id: z.string().regex(/^\d{5,20}$/),
  name: z.string().max(300),
  access_token: z.string().min(1).max(1000),
  tasks: z.array(z.string().max(50)).optional(),
});

function keysOf(deps: IntegrationDeps) {
  if (!deps.settings.meta.keys)
    throw new PlatformError('facebook', 'not_configured', 'Meta app keys are not configured');
  return deps.settings.meta.keys;
}

const pageResult = (page: z.infer<typeof pageSchema>, via: string): ConnectResult => ({
  externalId: page.id,
  displayName: page.name,
  credentials: { accessToken: page.access_token },
  metadata: { pageName: page.name, via },
  tokenExpiresAt: null,
});

/**
 * Spec 1 §4 connects Facebook by Page ID alone. The Page must have given our Business (system user)
 * access; the system-user token then yields a Page token (`GET /{page-id}?fields=access_token`).
 */
export async function connectFacebookPage(deps: IntegrationDeps, pageId: string): Promise<ConnectResult> {
  const token = deps.settings.meta.systemUserToken;
  if (!token) throw new PlatformError('facebook', 'not_configured', 'META_SYSTEM_USER_TOKEN is not configured');
  const body = await graphCall(
    deps,
    { platform: 'facebook', base: deps.settings.meta.facebookGraphBase, token },
    {
      path: encodeURIComponent(pageId),
      query: { fields: 'id,name,access_token' },
    },
  );
  return pageResult(parseBody('facebook', pageSchema, body, 'page'), 'system_user');
}

/** Facebook Login (the /connections page): user token, long-lived exchange, then the first moderated Page. */
export function facebookOAuth(deps: IntegrationDeps): OAuthFlow {
  const base = deps.settings.meta.facebookGraphBase;
  return {
    platform: 'facebook',
    authorizeUrl({ state, redirectUri }) {
      const params = new URLSearchParams({
        client_id: keysOf(deps).clientId,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: SCOPES,
      });
      return `${deps.settings.meta.facebookDialogUrl}?${params}`;
    },
    async complete({ query, redirectUri }) {
      const keys = keysOf(deps);
      if (!query['code']) throw new PlatformError('facebook', 'rejected', 'Facebook sent no authorization code');
      const app = { platform: 'facebook' as const, base, token: '' };
      const short = parseBody(
        'facebook',
        tokenSchema,
        await graphCall(deps, app, {
          path: 'oauth/access_token',
          query: {
            client_id: keys.clientId,
            redirect_uri: redirectUri,
            client_secret: keys.clientSecret,
            code: query['code'],
          },
        }),
        'token',
      );
      const long = parseBody(
        'facebook',
        tokenSchema,
        await graphCall(deps, app, {
          path: 'oauth/access_token',
          query: {
            grant_type: 'fb_exchange_token',
            client_id: keys.clientId,
            client_secret: keys.clientSecret,
            fb_exchange_token: short.access_token,
          },
        }),
        'long-lived token',
      );
      const accounts = parseBody(
        'facebook',
        z.object({ data: z.array(pageSchema) }),
        await graphCall(
          deps,
          { ...app, token: long.access_token },
          {
            path: 'me/accounts',
            query: { fields: 'id,name,access_token,tasks,category' },
          },
        ),
        'pages',
      );
      const page = accounts.data.find((entry) => entry.tasks?.includes('MODERATE') ?? true);
      if (!page) throw new PlatformError('facebook', 'not_found', 'No Facebook Page with moderation rights was shared');
      return {
        ...pageResult(page, 'facebook_login'),
        metadata: { pageName: page.name, via: 'facebook_login', pages: accounts.data.length },
      };
    },
  };
}
