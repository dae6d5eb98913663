/**
 * The inbox item's JSON as PostgreSQL's row_to_json builds it (page-json-cost.ts): commentDto's fields, aliases and
 * rules in the serializer's key order. Timestamps cut to milliseconds as utcTimestampToIso does (to_char's MS
 * truncates); a metadata value is text only when a non-empty string (commentDto's `text`). Not byte-equal for every
 * value: a `real` PostgreSQL writes in exponent form (a spam score of 0.00001 is `1e-05`, JavaScript writes
 * `0.00001`) — none in the bench set.
 */
const ts = (column: string) => `to_char((${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const text = (value: string) =>
  `CASE WHEN jsonb_typeof(${value}) = 'string' AND ${value} <> '""' THEN ${value} ->> 0 END`;
export const ITEM_JSON = `SELECT c.id AS "_id", c.id, c.external_id AS "commentId", c.content,
  CASE WHEN c.status = 'sent' THEN coalesce(c.sent_content, c.draft_content) ELSE c.draft_content END AS "updatedContent",
  c.sent_content AS "sentContent", c.status, c.status = 'pending' AS pending, c.reviewer_name AS reviewer_display_name,
  c.reviewer_name AS "customerName", c.reviewer_email AS email, c.platform, c.product_title, c.product_img, c.rating,
  ${ts('c.posted_at')} AS time, ${ts('c.posted_at')} AS "createdAt", ${ts('c.updated_at')} AS "updatedAt",
  ${ts('c.received_at')} AS "receivedAt", ${ts('c.responded_at')} AS "respondedAt", c.response_time_hours AS "responseTimeHours",
  c.brand_id AS "brandId", c.account_id AS "BizamplyId", c.media_id AS "mediaId", c.media_id AS "MediaID",
  c.product_id AS suggested_prod_id, c.selected_product_id AS "selectedProductId", ${ts('c.product_selected_at')} AS "productSelectedAt",
  c.post_link AS "postLink", ${text(`c.metadata -> 'discountCode'`)} AS discount_code, ${text(`c.metadata -> 'priceRule'`)} AS "priceRule",
  c.language, CASE WHEN c.platform IN ('instagram', 'facebook') THEN ${ts(`c.posted_at + interval '7 days'`)} END AS "windowEndsAt",
  CASE WHEN c.status <> 'sent' THEN ${text(`c.metadata -> 'lastSendError'`)} END AS "lastSendError",
  CASE WHEN c.signals_version IS NOT NULL AND c.detected_language <> '' AND c.sentiment <> '' AND c.intent <> '' THEN
    (SELECT row_to_json(s) FROM (SELECT c.detected_language AS language, coalesce(c.language_source, 'text') AS "languageSource",
      c.sentiment, c.intent, coalesce(c.is_question, false) AS "isQuestion", coalesce(c.spam_score, 0) AS "spamScore",
      c.is_spam AS "isSpam", c.not_spam_at IS NOT NULL AS "markedNotSpam", c.matched_product_id AS "productId",
      coalesce(c.known_customer, false) AS "knownCustomer") s) END AS signals,
  coalesce(${text(`c.metadata -> 'customerPhone'`)}, ${text(`c.metadata -> 'from'`)}) AS "customerPhone",
  (SELECT row_to_json(a) FROM (SELECT CASE WHEN c.status <> 'sent' THEN c.held_reason END AS "heldReason", c.priority,
     coalesce(c.tags, '{}') AS tags, coalesce(c.approval_state = 'awaiting' AND c.status = 'draft', false) AS "awaitingApproval",
     coalesce(c.metadata -> 'hidden' = 'true', false) AS "hiddenOnPlatform", c.last_automated_at IS NOT NULL AS "hasHistory") a) AS automation`;
