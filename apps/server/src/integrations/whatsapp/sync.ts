import { z } from 'zod';
import { PlatformError, parseBody } from '../http.ts';
import { graphCall, type GraphTarget } from '../meta/graph.ts';
import type { IntegrationDeps, PlatformAdapter, PlatformConnection } from '../types.ts';

/**
 * WhatsApp has no message history API: inbound messages arrive by webhook only. A "sync" checks that
 * the number still answers to our token (connection health); replies are free-form text inside the
 * 24-hour window (131047 outside it), with our outbox key echoed back in status webhooks.
 */
export function whatsappAdapter(deps: IntegrationDeps): PlatformAdapter {
  const target = (connection: PlatformConnection): GraphTarget => ({
    platform: 'whatsapp',
    base: deps.settings.meta.whatsappGraphBase,
    token: connection.credentials.accessToken,
  });
  return {
    platform: 'whatsapp',
    async sync(connection) {
      await graphCall(deps, target(connection), {
        path: encodeURIComponent(connection.externalId),
        query: { fields: 'id,display_phone_number,verified_name' },
      });
    },
    async registerWebhooks(connection) {
      const waba = typeof connection.metadata['wabaId'] === 'string' ? connection.metadata['wabaId'] : null;
      if (!waba) return;
      await graphCall(deps, target(connection), { method: 'POST', path: `${waba}/subscribed_apps` });
    },
    async postReply(connection, input) {
      if (!/^\d{6,15}$/.test(input.targetId)) {
        throw new PlatformError('whatsapp', 'rejected', 'A WhatsApp reply needs the customer phone number');
      }
      const body = await graphCall(deps, target(connection), {
        method: 'POST',
        path: `${encodeURIComponent(connection.externalId)}/messages`,
        json: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: input.targetId,
          type: 'text',
          text: { preview_url: false, body: input.message },
          biz_opaque_callback_data: input.idempotencyKey.slice(0, 512),
        },
      });
      const sent = parseBody(
        'whatsapp',
        z.object({ messages: z.array(z.object({ id: z.string().max(200) })).min(1) }),
        body,
        'send',
      );
      return { replyId: sent.messages[0]?.id ?? null };
    },
  };
}
