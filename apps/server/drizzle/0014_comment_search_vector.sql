DROP INDEX "comments_search_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(content, '') || ' ' || coalesce(reviewer_name, '') || ' ' || coalesce(product_title, ''))) STORED;--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin ("search_vector");