import { desc, eq } from 'drizzle-orm';
import { devMailboxEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { devMailbox } from '../../db/schema/index.ts';
import { endpointRoutes, otherFormAnswer } from '../../plugins/endpoints.ts';
import { renderMailboxPage } from './dev-mailbox.page.ts';

/** GET /dev/mailbox: the development transport's messages, newest first (JSON, or a page for browsers). */
export const devMailboxRoutes = endpointRoutes(devMailboxEndpoints, ({ db }: { db: Database }) => ({
  messages: async ({ query, request }) => {
    const to = query.to?.toLowerCase();
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
    if (wantsHtml) return otherFormAnswer('text/html', renderMailboxPage(messages, to));
    return { messages };
  },
}));
