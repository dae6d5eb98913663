import {
  replyDiscountResponseSchema,
  withdrawReplyDiscountResponseSchema,
  type ReplyDiscountRequest,
} from '@bizamply/contracts';
import { apiClient } from '@/lib/api-client';

/** POST /api/discounts/reply-code: a real single-use 15 % code; the editor appends its line. */
export async function createReplyDiscount(input: ReplyDiscountRequest) {
  const { data } = await apiClient.post('/api/discounts/reply-code', input, { schema: replyDiscountResponseSchema });
  return data;
}

/** DELETE /api/discounts/reply-code/{commentId}: a code the saved reply does not carry is withdrawn in Shopify. */
export async function withdrawReplyDiscount(commentId: string) {
  const { data } = await apiClient.delete(`/api/discounts/reply-code/${encodeURIComponent(commentId)}`, {
    schema: withdrawReplyDiscountResponseSchema,
  });
  return data;
}
