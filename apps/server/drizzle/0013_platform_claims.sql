CREATE TABLE "platform_claims" (
	"platform" "platform" NOT NULL,
	"external_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_claims_pkey" PRIMARY KEY("platform","external_id")
);
--> statement-breakpoint
ALTER TABLE "platform_claims" ADD CONSTRAINT "platform_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_claims_account_idx" ON "platform_claims" USING btree ("account_id");--> statement-breakpoint
-- custom SQL below
-- Existing connections: the account that connected a platform account first holds it. Connections of other
-- accounts to the same platform account (made before this rule) keep their rows but no claim: their syncs,
-- webhooks and replies are refused until support decides (docs/integrations.md "One account per platform account").
INSERT INTO platform_claims (platform, external_id, account_id, claimed_at)
SELECT DISTINCT ON (platform, external_id) platform, external_id, account_id, connected_at
FROM connections
ORDER BY platform, external_id, connected_at, id;
--> statement-breakpoint
-- Every connection write claims its platform account for the connection's account, in the same transaction:
-- the primary key makes two accounts racing for one id wait on each other, and the loser gets unique_violation
-- on platform_claims_pkey (the API answers 409).
CREATE FUNCTION connections_claim() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  holder uuid;
BEGIN
  FOR attempt IN 1..3 LOOP
    INSERT INTO platform_claims (platform, external_id, account_id)
    VALUES (NEW.platform, NEW.external_id, NEW.account_id)
    ON CONFLICT (platform, external_id) DO NOTHING;
    SELECT account_id INTO holder FROM platform_claims
      WHERE platform = NEW.platform AND external_id = NEW.external_id;
    IF holder = NEW.account_id THEN
      RETURN NEW;
    END IF;
    IF holder IS NOT NULL THEN
      RAISE EXCEPTION 'platform account % % is held by another account', NEW.platform, NEW.external_id
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'platform_claims_pkey';
    END IF;
    -- The holder released it between our insert and read: try again.
  END LOOP;
  RAISE EXCEPTION 'platform account % % could not be claimed', NEW.platform, NEW.external_id
    USING ERRCODE = 'serialization_failure';
END $$;
--> statement-breakpoint
CREATE TRIGGER connections_claim BEFORE INSERT OR UPDATE OF platform, external_id, account_id ON connections
  FOR EACH ROW EXECUTE FUNCTION connections_claim();
--> statement-breakpoint
-- Disconnecting (or deleting the brand or account) releases the claim once the account's last connection to
-- that platform account is gone.
CREATE FUNCTION connections_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.platform, OLD.external_id, OLD.account_id)
      IS NOT DISTINCT FROM (NEW.platform, NEW.external_id, NEW.account_id) THEN
    RETURN NULL;
  END IF;
  DELETE FROM platform_claims c
  WHERE c.platform = OLD.platform AND c.external_id = OLD.external_id AND c.account_id = OLD.account_id
    AND NOT EXISTS (
      SELECT 1 FROM connections k
      WHERE k.platform = OLD.platform AND k.external_id = OLD.external_id AND k.account_id = OLD.account_id
    );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER connections_release AFTER DELETE OR UPDATE OF platform, external_id, account_id ON connections
  FOR EACH ROW EXECUTE FUNCTION connections_release();
