import type { ReplyDiscountRequest } from '@bizamply/contracts';
import { api } from '@/lib/endpoints';

/** POST /api/discounts/reply-code: a real single-use 15 % code; the editor appends its line. */
export async function createReplyDiscount(input: ReplyDiscountRequest) {
  return (await api.discounts.createReplyCode({ body: input })).data;
}

/** DELETE /api/discounts/reply-code/{commentId}: a code the saved reply does not carry is withdrawn in Shopify. */
export async function withdrawReplyDiscount(commentId: string) {
  return (await api.discounts.withdrawReplyCode({ params: { commentId } })).data;
}
