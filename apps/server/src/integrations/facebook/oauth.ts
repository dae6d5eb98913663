import { z } from 'zod';
import { PlatformError } from '../http.ts';
import { graphPages, metaAccessToken } from '../meta/graph.ts';
import {
  firstAccount,
  type ConsentAccount,
  type IntegrationDeps,
  type OAuthCallback,
  type OAuthFlow,
} from '../types.ts';

const SCOPES =
  'pages_show_list,pages_read_engagement,pages_manage_engagement,pages_read_user_content,pages_manage_metadata';
const pageSchema = z.object({
  id: z.string().regex(/^\d{5,20}$/),
  name: z.string().max(300),
  access_token: z.string().min(1).max(1000),
  tasks: z.array(z.string().max(50)).optional(),
});
/** A user managing hundreds of Pages is rare; 10 pages of 100 is the most a consent lists. */
const MAX_PAGES = 10;

function keysOf(deps: IntegrationDeps) {
  if (!deps.settings.meta.keys)
    throw new PlatformError('facebook', 'not_configured', 'Meta app keys are not configured');
  return deps.settings.meta.keys;
}

/**
 * Facebook Login: code → user token → long-lived user token → `me/accounts`, the Pages this user manages
 * (those with the MODERATE task: we read and answer their comments). Page tokens from a long-lived user
 * token do not expire (§5). This is the proof that the merchant controls the Page (issue 13).
 */
export function facebookOAuth(deps: IntegrationDeps): OAuthFlow {
  const base = deps.settings.meta.facebookGraphBase;

  async function accounts({ query, redirectUri }: OAuthCallback): Promise<ConsentAccount[]> {
    if (!query['code']) throw new PlatformError('facebook', 'rejected', 'Facebook sent no authorization code');
    const app = { platform: 'facebook' as const, base };
    const short = await metaAccessToken(deps, app, { code: query['code'], redirectUri });
    const long = await metaAccessToken(deps, app, { exchange: short.access_token });
    const pages: ConsentAccount[] = [];
    await graphPages(
      deps,
      { ...app, token: long.access_token },
      { path: 'me/accounts', query: { fields: 'id,name,access_token,tasks,category', limit: '100' } },
      async (items) => {
        for (const item of items) {
          const page = pageSchema.safeParse(item);
          if (!page.success || !(page.data.tasks?.includes('MODERATE') ?? true)) continue;
          pages.push({
            externalId: page.data.id,
            displayName: page.data.name,
            value: page.data.id,
            credentials: { accessToken: page.data.access_token },
            metadata: { pageName: page.data.name, via: 'facebook_login' },
            tokenExpiresAt: null,
          });
        }
      },
      MAX_PAGES,
    );
    return pages;
  }

  return {
    platform: 'facebook',
    authorizeUrl({ state, redirectUri, hints }) {
      const params = new URLSearchParams({
        client_id: keysOf(deps).clientId,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: SCOPES,
      });
      if (deps.settings.simulatedHints && hints.loginHint) params.set('login_hint', hints.loginHint);
      return `${deps.settings.meta.facebookDialogUrl}?${params}`;
    },
    accounts,
    complete: firstAccount('facebook', accounts),
  };
}
