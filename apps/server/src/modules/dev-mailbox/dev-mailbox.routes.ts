import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailboxResponseSchema } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { devMailbox } from '../../db/schema/index.ts';
import { renderMailboxPage } from './dev-mailbox.page.ts';

/** GET /dev/mailbox: the development transport's messages, newest first (JSON, or a page for browsers). */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().max(320).optional() }),
        response: { 200: mailboxResponseSchema.or(z.string()) },
      },
    },
    async (request, reply) => {
      const to = request.query.to?.toLowerCase();
      const rows = await db
        .select()
        .from(devMailbox)
        .where(to ? eq(devMailbox.to, to) : undefined)
        .orderBy(desc(devMailbox.createdAt))
        .limit(200);
      const messages = rows.map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        createdAt: row.createdAt.toISOString(),
      }));
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (wantsHtml) return reply.type('text/html').send(renderMailboxPage(messages, to));
      return { messages };
    },
  );
};
