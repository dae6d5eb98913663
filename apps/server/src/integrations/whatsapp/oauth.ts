import { z } from 'zod';
import { PlatformError, parseBody } from '../http.ts';
import { graphCall, metaAccessToken } from '../meta/graph.ts';
import type { IntegrationDeps, OAuthFlow } from '../types.ts';

const SCOPES = 'whatsapp_business_management,whatsapp_business_messaging';
const debugSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    granular_scopes: z
      .array(z.object({ scope: z.string().max(100), target_ids: z.array(z.string().max(40)).optional() }))
      .default([]),
  }),
});
const phonesSchema = z.object({
  data: z.array(
    z.object({
      id: z.string().max(40),
      display_phone_number: z.string().max(40),
      verified_name: z.string().max(300).optional(),
    }),
  ),
});

/**
 * WhatsApp Business through Meta's login dialog (Embedded Signup style, §7): the token's granular
 * scopes name the WhatsApp Business Account(s); its first phone number is the connection.
 */
export function whatsappOAuth(deps: IntegrationDeps): OAuthFlow {
  const base = deps.settings.meta.whatsappGraphBase;
  const keysOf = () => {
    if (!deps.settings.meta.keys)
      throw new PlatformError('whatsapp', 'not_configured', 'Meta app keys are not configured');
    return deps.settings.meta.keys;
  };
  return {
    platform: 'whatsapp',
    authorizeUrl({ state, redirectUri }) {
      const params = new URLSearchParams({
        client_id: keysOf().clientId,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: SCOPES,
      });
      return `${deps.settings.meta.whatsappDialogUrl}?${params}`;
    },
    async complete({ query, redirectUri }) {
      const keys = keysOf();
      if (!query['code']) throw new PlatformError('whatsapp', 'rejected', 'Meta sent no authorization code');
      const app = { platform: 'whatsapp' as const, base, token: '' };
      const token = await metaAccessToken(deps, app, { code: query['code'], redirectUri });
      const debug = parseBody(
        'whatsapp',
        debugSchema,
        await graphCall(deps, app, {
          path: 'debug_token',
          query: { input_token: token.access_token, access_token: `${keys.clientId}|${keys.clientSecret}` },
        }),
        'token debug',
      );
      const wabas = [
        ...new Set(
          debug.data.granular_scopes
            .filter((entry) => entry.scope === 'whatsapp_business_management')
            .flatMap((entry) => entry.target_ids ?? []),
        ),
      ];
      const waba = wabas[0];
      if (!debug.data.is_valid || !waba) {
        throw new PlatformError('whatsapp', 'not_found', 'No WhatsApp Business Account was shared with Bizamply');
      }
      const phones = parseBody(
        'whatsapp',
        phonesSchema,
        await graphCall(
          deps,
          { ...app, token: token.access_token },
          {
            path: `${waba}/phone_numbers`,
          },
        ),
        'phone numbers',
      );
      const phone = phones.data[0];
      if (!phone) throw new PlatformError('whatsapp', 'not_found', 'The WhatsApp Business Account has no phone number');
      const expiresAt = token.expires_in ? new Date(Date.now() + token.expires_in * 1000) : null;
      return {
        externalId: phone.id,
        displayName: phone.verified_name ?? phone.display_phone_number,
        credentials: { accessToken: token.access_token, ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}) },
        metadata: { wabaId: waba, displayPhone: phone.display_phone_number, whatsappBusinessAccounts: wabas.length },
        tokenExpiresAt: expiresAt,
      };
    },
  };
}
