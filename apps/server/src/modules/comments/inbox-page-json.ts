import type { CommentsResponse } from '@bizamply/contracts';
import type { FastifyReply } from 'fastify';
import type { PageAnswer } from '../../plugins/kept-answers.ts';
import { SerializerMismatchError } from '../../plugins/serialization.ts';

type InboxPage = PageAnswer<CommentsResponse['data']>;

/**
 * An inbox page's JSON (with or without a search) by JSON.stringify instead of the route's compiled serializer: the
 * items are commentDto's literals, in the schema's key order with only its fields (signalsOfRow's and
 * automationOfRow's too), and the pagination and counts are rebuilt here in that order, so the text is the
 * serializer's byte for byte. fast-json-stringify writes a page as a string of thousands of pieces that the kept
 * Buffer's encoding flattens again; JSON.stringify writes one flat string (a 50-item page, dto + text + Buffer:
 * 0.40–0.48 → 0.27–0.33 ms of CPU, 28 → 20 young-generation collections per 1,000 pages; docs/performance.md,
 * seventeenth pass). When responses are verified (development, tests) every page is also written by the serializer
 * (itself checked against zod) and must be the same text.
 */
export function inboxPageJson(body: InboxPage, reply: FastifyReply, verify: boolean): string {
  const { comments, pagination: p, counts: c } = body.data;
  const json = JSON.stringify({
    success: true,
    data: {
      comments,
      pagination: {
        currentPage: p.currentPage,
        limit: p.limit,
        totalCount: p.totalCount,
        totalPages: p.totalPages,
        hasPrev: p.hasPrev,
        hasNext: p.hasNext,
      },
      counts: { pending: c.pending, draft: c.draft, sent: c.sent, spam: c.spam, held: c.held },
    },
  });
  if (verify) {
    const expected = String(reply.serialize(body));
    if (json !== expected) throw new SerializerMismatchError('inbox page (JSON.stringify)', json, expected);
  }
  return json;
}
