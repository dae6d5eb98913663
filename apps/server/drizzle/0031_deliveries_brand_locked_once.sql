-- A delivery's brand is checked once per brand of the batch, not once per delivery row: the batch statement locks
-- the batch's brands FOR KEY SHARE and records only the deliveries whose brand exists (webhooks.queries.ts
-- insertDeliveries). The foreign key's other half, deleting a brand's deliveries with it, is this trigger.
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_brand_id_brands_id_fk";--> statement-breakpoint
-- custom SQL below
CREATE FUNCTION webhook_deliveries_of_deleted_brands() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM webhook_deliveries AS delivery USING old_brands WHERE delivery.brand_id = old_brands.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_of_deleted_brands AFTER DELETE ON brands
  REFERENCING OLD TABLE AS old_brands FOR EACH STATEMENT EXECUTE FUNCTION webhook_deliveries_of_deleted_brands();
