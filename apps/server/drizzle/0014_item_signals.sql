CREATE TABLE "shop_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"email" text,
	"display_name" text,
	"name_key" text,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"comment_id" uuid NOT NULL,
	"generation_id" uuid,
	"provider" text NOT NULL,
	"language" text NOT NULL,
	"intent" text NOT NULL,
	"platform" "platform" NOT NULL,
	"outcome" text NOT NULL,
	"edit_distance" integer NOT NULL,
	"normalized_distance" real NOT NULL,
	"removed_words" text[] DEFAULT '{}' NOT NULL,
	"draft_words" text[] DEFAULT '{}' NOT NULL,
	"added_sign_off" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "detected_language" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "language_source" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "sentiment" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "is_question" boolean;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "spam_score" real;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "not_spam_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "matched_product_id" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "known_customer" boolean;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "content_fingerprint" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "signals_version" smallint;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD CONSTRAINT "shop_customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD CONSTRAINT "shop_customers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_outcomes" ADD CONSTRAINT "draft_outcomes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_outcomes" ADD CONSTRAINT "draft_outcomes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_outcomes" ADD CONSTRAINT "draft_outcomes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_outcomes" ADD CONSTRAINT "draft_outcomes_generation_id_ai_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."ai_generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_customers_brand_external_unique" ON "shop_customers" USING btree ("brand_id","external_id");--> statement-breakpoint
CREATE INDEX "shop_customers_email_idx" ON "shop_customers" USING btree ("brand_id","email");--> statement-breakpoint
CREATE INDEX "shop_customers_name_idx" ON "shop_customers" USING btree ("brand_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_outcomes_generation_unique" ON "draft_outcomes" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "draft_outcomes_brand_decided_idx" ON "draft_outcomes" USING btree ("brand_id","decided_at");--> statement-breakpoint
CREATE INDEX "comments_spam_inbox_idx" ON "comments" USING btree ("brand_id","platform","posted_at" DESC NULLS LAST) WHERE "comments"."is_spam" AND "comments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "comments_signals_todo_idx" ON "comments" USING btree ("brand_id") WHERE "comments"."signals_version" IS NULL;--> statement-breakpoint
CREATE INDEX "comments_fingerprint_idx" ON "comments" USING btree ("brand_id","content_fingerprint") WHERE "comments"."content_fingerprint" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ai_generations_brand_created_idx" ON "ai_generations" USING btree ("brand_id","created_at");--> statement-breakpoint
-- custom SQL below
-- An item whose text changes is understood again: its signals are marked to recompute (the signals job picks
-- up every row whose signals_version is NULL, which is also how existing rows are backfilled).
CREATE FUNCTION comments_signals_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.content IS DISTINCT FROM OLD.content THEN
    NEW.signals_version := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_signals_stale BEFORE UPDATE OF content ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_signals_stale();
