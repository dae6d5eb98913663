import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SimulatorContext } from '../common/context.ts';
import { metaError, requireMetaToken, unknownObject } from '../common/meta.ts';
import { registerConsent } from '../common/oauth.ts';
import { resolveAlias } from '../store/demo.ts';
import { numberFor } from '../store/generate.ts';
import { lastInbound, wabaAccounts, wabaFor } from './data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const param = (request: FastifyRequest, name: string): string | undefined => {
  const value =
    (request.query as Record<string, unknown>)[name] ?? ((request.body ?? {}) as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * WhatsApp Business Cloud API on the Graph API: Embedded-Signup style consent, code exchange,
 * `debug_token` granular scopes naming the WABA, its phone numbers, `subscribed_apps`, and `/messages`
 * with the 24-hour customer-service window (error 131047 outside it for free-form text).
 */
export function whatsappRoutes(context: SimulatorContext): FastifyPluginAsync {
  const { store } = context;
  const app = context.credentials.meta;
  return async (server) => {
    registerConsent(server, context, {
      platform: 'whatsapp',
      label: 'WhatsApp Business',
      segment: 'whatsapp',
      authorizePath: '/dialog/oauth',
      clientId: app.clientId,
      accountLabel: 'WhatsApp Business phone number',
      defaultAccount: (query) => `1555${numberFor(query['state'] ?? 'phone', 7)}`,
      account: (value) => {
        const digits = value.replace(/\D/g, '');
        return digits.length >= 8 && digits.length <= 15 ? wabaFor(digits).waba : null;
      },
      onApprove: async (waba, query) => {
        const entry = wabaFor((query['account'] ?? '').replace(/\D/g, ''));
        await store.upsertAccount('whatsapp', waba, {
          phoneNumberId: entry.phoneNumberId,
          displayPhone: entry.displayPhone,
          name: entry.name,
        });
      },
    });

    server.get('/graph/:ver/oauth/access_token', async (request, reply) => {
      if (param(request, 'client_id') !== app.clientId || param(request, 'client_secret') !== app.clientSecret) {
        return metaError(reply, 400, 1, 'Error validating client secret.');
      }
      const code = param(request, 'code');
      const grant = code ? await store.consumeCode('whatsapp', code) : null;
      if (!grant || grant.redirectUri !== param(request, 'redirect_uri')) {
        return metaError(reply, 400, 100, 'This authorization code has been used.', 36009);
      }
      const token = await store.issueToken('whatsapp', grant.account, { prefix: 'EAAW', ttlSeconds: 5_184_000 });
      return { access_token: token, token_type: 'bearer', expires_in: 5_184_000 };
    });

    server.get('/graph/:ver/debug_token', async (request, reply) => {
      if (param(request, 'access_token') !== `${app.clientId}|${app.clientSecret}`) {
        return metaError(reply, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
      }
      const token = await store.findToken(param(request, 'input_token'));
      const valid = Boolean(token && token.platform === 'whatsapp' && !token.expired && !token.revoked);
      const targets = valid && token ? [token.account] : [];
      return {
        data: {
          app_id: app.clientId,
          type: 'USER',
          is_valid: valid,
          scopes: ['whatsapp_business_management', 'whatsapp_business_messaging'],
          granular_scopes: [
            { scope: 'whatsapp_business_management', target_ids: targets },
            { scope: 'whatsapp_business_messaging', target_ids: targets },
          ],
        },
      };
    });

    server.get<{ Params: { id: string } }>('/graph/:ver/:id/phone_numbers', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['whatsapp']);
      if (!token) return reply;
      if (token.account !== request.params.id) return unknownObject(reply, request.params.id);
      const numbers = (await wabaAccounts(context)).filter((entry) => entry.waba === request.params.id);
      return {
        data: numbers.map((entry) => ({
          id: entry.phoneNumberId,
          display_phone_number: entry.displayPhone,
          verified_name: entry.name,
          quality_rating: 'GREEN',
        })),
      };
    });

    server.post<{ Params: { id: string } }>('/graph/:ver/:id/subscribed_apps', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['whatsapp']);
      if (!token) return reply;
      if (token.account !== request.params.id) return unknownObject(reply, request.params.id);
      await store.subscribe(
        'whatsapp',
        request.params.id,
        'messages',
        `${context.options.publicUrl}/webhooks/whatsapp`,
      );
      return { success: true };
    });

    server.get<{ Params: { id: string } }>('/graph/:ver/:id', async (request, reply) => {
      const token = await requireMetaToken(store, request, reply, ['whatsapp']);
      if (!token) return reply;
      const phoneNumberId = resolveAlias('whatsapp', request.params.id);
      const entry = (await wabaAccounts(context)).find((candidate) => candidate.phoneNumberId === phoneNumberId);
      if (!entry || (token.account !== entry.waba && token.account !== entry.phoneNumberId)) {
        return unknownObject(reply, request.params.id);
      }
      return {
        id: phoneNumberId,
        display_phone_number: entry.displayPhone,
        verified_name: entry.name,
        quality_rating: 'GREEN',
      };
    });

    server.post<{ Params: { id: string }; Body: Record<string, unknown> }>(
      '/graph/:ver/:id/messages',
      async (request, reply) => {
        const token = await requireMetaToken(store, request, reply, ['whatsapp']);
        if (!token) return reply;
        const phoneNumberId = resolveAlias('whatsapp', request.params.id);
        const entry = (await wabaAccounts(context)).find((candidate) => candidate.phoneNumberId === phoneNumberId);
        if (!entry || (token.account !== entry.waba && token.account !== entry.phoneNumberId)) {
          return unknownObject(reply, request.params.id);
        }
        const body = request.body ?? {};
        const to = typeof body['to'] === 'string' ? body['to'] : '';
        if (body['messaging_product'] !== 'whatsapp' || !/^\d{6,15}$/.test(to)) {
          return metaError(reply, 400, 100, '(#100) Invalid parameter');
        }
        if (body['type'] === 'text') {
          const last = await lastInbound(context, phoneNumberId, to);
          if (!last || Date.now() - last.getTime() > DAY_MS) {
            return reply.status(400).send({
              error: {
                message: '(#131047) Re-engagement message',
                type: 'OAuthException',
                code: 131047,
                error_data: {
                  messaging_product: 'whatsapp',
                  details:
                    'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
                },
                fbtrace_id: 'SIMfbtrace',
              },
            });
          }
        }
        const text = body['text'] as { body?: unknown } | undefined;
        const template = body['template'] as { name?: unknown } | undefined;
        const message = typeof text?.body === 'string' ? text.body : `template:${String(template?.name ?? '')}`;
        const logged = await store.recordReply({
          platform: 'whatsapp',
          account: phoneNumberId,
          targetId: to,
          message,
          request: body,
          makeReplyId: (id) => `wamid.${Buffer.from(`sim-out-${id}`).toString('base64url')}`,
        });
        return {
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id: logged.replyId }],
        };
      },
    );
  };
}
