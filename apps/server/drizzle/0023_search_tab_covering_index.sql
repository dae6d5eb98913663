-- custom SQL below
-- A search's newest items per tab, read from the index alone (docs/performance.md "Issue 15, sixth pass"): the key
-- is comments_inbox_idx's, and the columns a search tests ride along, so testing the newest few thousand items of a
-- tab against the stored document reads a few hundred index pages instead of one heap page per item. Drizzle's
-- index builder has no INCLUDE, hence custom SQL. Built in ~5 s at 1M comments (244 MB) on the shared machine.
CREATE INDEX IF NOT EXISTS "comments_search_tab_idx" ON "comments" USING btree ("brand_id", "status", "posted_at" DESC, "id" DESC) INCLUDE ("account_id", "is_spam", "platform", "search_vector");
