-- An item's brand and account in one foreign key (brands' (account_id, id)): one check per new item instead of two
-- (accounts and brands), and an item can no longer name a brand of another account. Deleting an account still
-- deletes its items (through its brands).
CREATE UNIQUE INDEX "brands_account_id_unique" ON "brands" USING btree ("account_id","id");--> statement-breakpoint
DROP INDEX "brands_account_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_brand_account_fk" FOREIGN KEY ("account_id","brand_id") REFERENCES "public"."brands"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_brand_id_brands_id_fk";
