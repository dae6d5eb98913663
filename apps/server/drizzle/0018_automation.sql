CREATE TABLE "automation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"comment_id" uuid NOT NULL,
	"rule_id" uuid,
	"rule_name" text,
	"run_id" uuid,
	"user_id" uuid,
	"action" text NOT NULL,
	"result" text NOT NULL,
	"detail" text,
	"credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"continue_after" boolean DEFAULT false NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"pause_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"comment_id" uuid NOT NULL,
	"rule_id" uuid,
	"rule_name" text NOT NULL,
	"revision" integer NOT NULL,
	"actions" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reserved_credits" integer DEFAULT 0 NOT NULL,
	"spend_day" date,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"risky_words" text[] NOT NULL,
	"daily_credit_cap" integer NOT NULL,
	"reply_target_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_spend" (
	"brand_id" uuid NOT NULL,
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"cap_notified_at" timestamp with time zone,
	CONSTRAINT "automation_spend_brand_id_day_pk" PRIMARY KEY("brand_id","day")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "automated_revision" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "priority" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "approval_state" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "approval_channel" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "approval_run_id" uuid;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "last_automated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automation_events" ADD CONSTRAINT "automation_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_events" ADD CONSTRAINT "automation_events_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_events" ADD CONSTRAINT "automation_events_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_events" ADD CONSTRAINT "automation_events_rule_id_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."automation_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_events" ADD CONSTRAINT "automation_events_run_id_automation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."automation_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_events" ADD CONSTRAINT "automation_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_rule_id_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."automation_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_settings" ADD CONSTRAINT "automation_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_settings" ADD CONSTRAINT "automation_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_spend" ADD CONSTRAINT "automation_spend_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_spend" ADD CONSTRAINT "automation_spend_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_events_brand_created_idx" ON "automation_events" USING btree ("brand_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "automation_events_comment_idx" ON "automation_events" USING btree ("comment_id","created_at");--> statement-breakpoint
CREATE INDEX "automation_events_rule_created_idx" ON "automation_events" USING btree ("rule_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "automation_rules_brand_position_idx" ON "automation_rules" USING btree ("brand_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_runs_once_unique" ON "automation_runs" USING btree ("comment_id","rule_id","revision");--> statement-breakpoint
CREATE INDEX "automation_runs_unfinished_idx" ON "automation_runs" USING btree ("created_at") WHERE "automation_runs"."status" IN ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "notices_dedupe_unique" ON "notices" USING btree ("account_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notices_brand_created_idx" ON "notices" USING btree ("brand_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_automation_todo_idx" ON "comments" USING btree ("account_id") WHERE "comments"."signals_version" IS NOT NULL AND "comments"."automated_revision" IS DISTINCT FROM "comments"."revision";--> statement-breakpoint
CREATE INDEX "comments_held_idx" ON "comments" USING btree ("brand_id","platform","posted_at" DESC NULLS LAST) WHERE "comments"."held_reason" IS NOT NULL AND "comments"."status" <> 'sent' AND NOT "comments"."is_spam";--> statement-breakpoint
CREATE INDEX "comments_approval_idx" ON "comments" USING btree ("brand_id","posted_at") WHERE "comments"."approval_state" = 'awaiting';--> statement-breakpoint
CREATE INDEX "comments_priority_idx" ON "comments" USING btree ("brand_id","status",((CASE "priority" WHEN 'high' THEN 0 WHEN 'low' THEN 4 ELSE 2 END) + (CASE WHEN "sentiment" = 'negative' OR "is_question" THEN 0 ELSE 1 END)),"posted_at","id") WHERE "comments"."status" <> 'sent';--> statement-breakpoint
-- custom SQL below
-- Rules act on items that arrive or change from now on, never retroactively: rows that exist before this
-- migration count as evaluated. A fast default marks them without rewriting the table (an UPDATE would
-- rewrite every row); once the default is dropped, new rows get NULL, i.e. "to evaluate".
DROP INDEX "comments_automation_todo_idx";
--> statement-breakpoint
ALTER TABLE "comments" DROP COLUMN "automated_revision";
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "automated_revision" integer DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "automated_revision" DROP DEFAULT;
--> statement-breakpoint
CREATE INDEX "comments_automation_todo_idx" ON "comments" USING btree ("account_id") WHERE "comments"."signals_version" IS NOT NULL AND "comments"."automated_revision" IS DISTINCT FROM "comments"."revision";
--> statement-breakpoint
-- A new revision of an item (its text changed, or a person marked it "Not spam") is evaluated by the rules again.
CREATE FUNCTION comments_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.content IS DISTINCT FROM OLD.content
     OR (NEW.not_spam_at IS NOT NULL AND OLD.not_spam_at IS NULL) THEN
    NEW.revision := OLD.revision + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_revision_bump BEFORE UPDATE OF content, not_spam_at ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_revision_bump();
