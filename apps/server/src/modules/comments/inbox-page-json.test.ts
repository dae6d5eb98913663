import { commentsResponseSchema } from '@bizamply/contracts';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createResponseSerializerCompiler } from '../../plugins/serialization.ts';
import { commentDto, type CommentFields } from './comment.dto.ts';
import { inboxPageJson } from './inbox-page-json.ts';

const serialize = createResponseSerializerCompiler({ verify: true })({
  schema: commentsResponseSchema,
  method: 'GET',
  url: '/api/comments',
  httpStatus: '200',
}) as (body: unknown) => string;
const reply = { serialize } as unknown as FastifyReply;

const base: CommentFields = {
  id: '3b27b03e-e716-4add-86f0-b098272d5948',
  accountId: '0b27b03e-e716-4add-86f0-b098272d5948',
  brandId: '1b27b03e-e716-4add-86f0-b098272d5948',
  platform: 'instagram',
  externalId: 'ig-1',
  content: 'Love it "quoted" \\ back\nline\ttab \u0001 emoji 😀 </script><script>alert(1)</script> \u2028',
  rating: 4.5,
  reviewerName: 'Ana "A" Müller',
  reviewerEmail: null,
  productId: null,
  productTitle: 'Serum',
  productImage: null,
  mediaId: 'm1',
  postLink: null,
  language: 'en',
  status: 'sent',
  draftContent: 'draft',
  sentContent: null,
  selectedProductId: null,
  productSelectedAt: null,
  postedAt: '2026-02-28T23:59:59.999Z',
  receivedAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.001Z',
  respondedAt: null,
  responseTimeHours: 0.00001,
  discountCode: 'SAVE10',
  priceRule: '',
  lastSendError: 'failed',
  notSpamAt: null,
  customerPhone: null,
  senderPhone: '+15550100',
  signalsVersion: 3,
  detectedLanguage: 'en',
  languageSource: null,
  sentiment: 'positive',
  intent: 'praise',
  isQuestion: null,
  spamScore: 1e-7,
  isSpam: false,
  matchedProductId: null,
  knownCustomer: true,
  heldReason: 'negative',
  priority: 'high',
  tags: ['vip', 'a"b'],
  approvalState: 'awaiting',
  lastAutomatedAt: '2026-03-01T00:00:00.000Z',
  hidden: true,
} as CommentFields;

const rows: CommentFields[] = [
  base,
  { ...base, platform: 'google', status: 'draft', signalsVersion: null, tags: null, rating: null, hidden: null },
  { ...base, platform: 'facebook', status: 'pending', content: '', reviewerName: null, customerPhone: '+1' },
];
const page = (comments: unknown[]) =>
  ({
    success: true,
    data: {
      comments,
      // Out of the schema's order on purpose: the page's text follows the schema, as the serializer's does.
      pagination: { hasNext: true, hasPrev: false, totalPages: 2, totalCount: 101, limit: 50, currentPage: 1 },
      counts: { held: 5, spam: 4, sent: 3, draft: 2, pending: 1 },
    },
  }) as Parameters<typeof inboxPageJson>[0];

describe('inboxPageJson', () => {
  it("writes the route serializer's text byte for byte (escapes, emoji, nulls, aliases, the window, signals)", () => {
    const body = page(rows.map(commentDto));
    expect(inboxPageJson(body, reply, false)).toBe(serialize(body));
    expect(inboxPageJson(page([]), reply, false)).toBe(serialize(page([])));
  });

  it('fails when verified and a field differs from what the serializer writes', () => {
    const [first] = rows.map(commentDto);
    const { _id, ...rest } = first as Record<string, unknown>;
    // The same fields, one of them moved: JSON.stringify keeps the object's order, the serializer the schema's.
    expect(() => inboxPageJson(page([{ ...rest, _id }]), reply, true)).toThrow(/JSON.stringify/);
    // A field the schema does not declare never leaves the server.
    expect(() => inboxPageJson(page([{ ...first, secret: 'x' }]), reply, true)).toThrow(/JSON.stringify/);
    expect(() => inboxPageJson(page(rows.map(commentDto)), reply, true)).not.toThrow();
  });
});
