import { z } from 'zod';
import { healthResponseSchema, mailboxResponseSchema } from '../system-schemas.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

export const systemEndpoints = defineEndpointGroup('system', {
  /** 503 with the same report when the database is down (a load balancer reads the status). */
  health: defineEndpoint({
    method: 'GET',
    path: '/api/system/health',
    auth: 'public',
    summary: 'Health of the database, AI provider and integrations',
    response: healthResponseSchema,
    responseStatuses: [200, 503],
  }),
});

/**
 * The development mail transport's messages (JSON, or a page for a browser). Production never mounts it (app.ts);
 * hidden from the OpenAPI document, and not part of the web's client (e2e fixtures read it).
 */
export const devMailboxEndpoints = defineEndpointGroup('dev', {
  messages: defineEndpoint({
    method: 'GET',
    path: '/dev/mailbox',
    auth: 'public',
    summary: "The development transport's messages, newest first",
    query: z.object({ to: z.string().max(320).optional() }),
    response: mailboxResponseSchema,
    hidden: true,
  }),
});
