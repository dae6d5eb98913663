DROP INDEX "comments_brand_status_platform_idx";--> statement-breakpoint
DROP INDEX "comments_inbox_idx";--> statement-breakpoint
DROP INDEX "comments_search_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(content, '') || ' ' || coalesce(reviewer_name, '') || ' ' || coalesce(product_title, ''))) STORED;--> statement-breakpoint
CREATE INDEX "comments_inbox_platform_idx" ON "comments" USING btree ("brand_id","status","platform","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_inbox_idx" ON "comments" USING btree ("brand_id","status","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin ("search_vector");