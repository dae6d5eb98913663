import { z } from 'zod';
import { PlatformError, parseBody } from '../http.ts';
import { classifyMeta, graphCall } from '../meta/graph.ts';
import type { IntegrationDeps, OAuthFlow } from '../types.ts';

const SCOPES = 'instagram_business_basic,instagram_business_manage_comments';
/** The short-lived answer comes flat or wrapped in `data[]` (both seen; §4). */
const shortTokenSchema = z.union([
  z.object({ access_token: z.string().min(1).max(1000), user_id: z.union([z.string().max(100), z.number()]) }),
  z
    .object({
      data: z
        .array(
          z.object({ access_token: z.string().min(1).max(1000), user_id: z.union([z.string().max(100), z.number()]) }),
        )
        .min(1),
    })
    .transform((value) => value.data[0] as { access_token: string; user_id: string | number }),
]);
export const longTokenSchema = z.object({
  access_token: z.string().min(1).max(1000),
  expires_in: z.number().positive(),
});
const meSchema = z.object({
  user_id: z.union([z.string().max(100), z.number()]).optional(),
  id: z.string().max(100),
  username: z.string().max(100),
});

/**
 * Instagram API with Instagram Login (§4): consent at instagram.com, a short-lived token from
 * api.instagram.com, exchanged for a 60-day token, refreshed by `refresh_access_token` before it expires.
 */
export function instagramOAuth(deps: IntegrationDeps): OAuthFlow {
  const settings = deps.settings.instagram;
  const keysOf = () => {
    if (!settings.keys) throw new PlatformError('instagram', 'not_configured', 'Instagram keys are not configured');
    return settings.keys;
  };
  return {
    platform: 'instagram',
    authorizeUrl({ state, redirectUri }) {
      const params = new URLSearchParams({
        client_id: keysOf().clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPES,
        state,
      });
      return `${settings.authorizeUrl}?${params}`;
    },
    async complete({ query, redirectUri }) {
      const keys = keysOf();
      const code = (query['code'] ?? '').replace(/#_$/, '');
      if (!code) throw new PlatformError('instagram', 'rejected', 'Instagram sent no authorization code');
      const short = await deps.http.send({
        platform: 'instagram',
        method: 'POST',
        url: settings.tokenUrl,
        form: {
          client_id: keys.clientId,
          client_secret: keys.clientSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
        },
        classify: classifyMeta('instagram'),
      });
      const shortToken = parseBody('instagram', shortTokenSchema, short.body, 'token response');
      const long = parseBody(
        'instagram',
        longTokenSchema,
        await graphCall(
          deps,
          { platform: 'instagram', base: settings.graphBase, token: '' },
          {
            path: 'access_token',
            versioned: false,
            query: {
              grant_type: 'ig_exchange_token',
              client_secret: keys.clientSecret,
              access_token: shortToken.access_token,
            },
          },
        ),
        'long-lived token',
      );
      const me = parseBody(
        'instagram',
        meSchema,
        await graphCall(
          deps,
          { platform: 'instagram', base: settings.graphBase, token: long.access_token },
          {
            path: 'me',
            query: { fields: 'user_id,username' },
          },
        ),
        'account',
      );
      const expiresAt = new Date(Date.now() + long.expires_in * 1000);
      return {
        externalId: String(me.user_id ?? me.id),
        displayName: me.username,
        credentials: {
          accessToken: long.access_token,
          expiresAt: expiresAt.toISOString(),
          issuedAt: new Date().toISOString(),
        },
        metadata: { username: me.username },
        tokenExpiresAt: expiresAt,
      };
    },
  };
}
