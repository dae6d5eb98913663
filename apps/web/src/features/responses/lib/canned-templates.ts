import { INBOX_MESSAGES, type Comment } from '@bizamply/contracts';

export interface CannedTemplate {
  name: string;
  text: (comment: Pick<Comment, 'customerName' | 'product_title'>) => string;
}

const firstName = (comment: Pick<Comment, 'customerName'>) => comment.customerName?.trim().split(/\s+/)[0] || 'there';
const product = (comment: Pick<Comment, 'product_title'>) => comment.product_title?.trim() || 'our products';

/** The editor's four canned replies (spec 2 "Edit Response modal"), filled with the customer and product. */
export const CANNED_TEMPLATES: CannedTemplate[] = [
  {
    name: INBOX_MESSAGES.templateThankYou,
    text: (comment) =>
      `Hi ${firstName(comment)}, thank you so much for your review of ${product(comment)}! We're thrilled you're enjoying it.`,
  },
  {
    name: INBOX_MESSAGES.templateAppreciation,
    text: (comment) =>
      `Hi ${firstName(comment)}, we really appreciate you taking the time to share your thoughts on ${product(comment)}. Customers like you make what we do worthwhile.`,
  },
  {
    name: INBOX_MESSAGES.templateDiscountOffer,
    text: (comment) =>
      `Hi ${firstName(comment)}, thanks for your feedback on ${product(comment)}! As a thank-you, here is a discount for your next order.`,
  },
  {
    name: INBOX_MESSAGES.templateFeedbackResponse,
    text: (comment) =>
      `Hi ${firstName(comment)}, thank you for your honest feedback about ${product(comment)}. We're sorry it fell short and would love to make it right — please reply so we can help.`,
  },
];
