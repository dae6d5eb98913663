-- Custom SQL migration file, put your code below! --
-- custom SQL below
-- The Transactions page's version per account: grows with every statement that changes what the page shows (the
-- ledger's rows, the balance in credit_accounts, the names of the brands it joins), by statement-level triggers in
-- the writing transaction, so a page kept at a version is the page read afresh while the version stays (issue 15).
CREATE TABLE credit_ledger_versions (
  account_id uuid PRIMARY KEY,
  version bigint NOT NULL
);
--> statement-breakpoint
-- One more for each of the accounts given (a row at 1 for an account without one), in the accounts' order.
CREATE FUNCTION credit_ledger_versions_move(written uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO credit_ledger_versions AS v (account_id, version)
    SELECT DISTINCT account_id, 1 FROM unnest(written) AS w(account_id) ORDER BY account_id
    ON CONFLICT (account_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
-- credit_ledger, credit_accounts and a deleted brand: the accounts of the rows a statement wrote (both sides of an
-- update). A statement that wrote no row (0024) moves nothing.
CREATE FUNCTION credit_ledger_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN
      RETURN NULL;
    END IF;
    PERFORM credit_ledger_versions_move(ARRAY(SELECT account_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN
      RETURN NULL;
    END IF;
    PERFORM credit_ledger_versions_move(ARRAY(SELECT account_id FROM new_rows UNION SELECT account_id FROM old_rows));
  ELSE
    IF NOT EXISTS (SELECT FROM old_rows) THEN
      RETURN NULL;
    END IF;
    PERFORM credit_ledger_versions_move(ARRAY(SELECT account_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update of brands: a rename (or a move to another account) shows in the page's brand column.
CREATE FUNCTION credit_ledger_versions_brands_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
  PERFORM credit_ledger_versions_move(ARRAY(
    SELECT unnest(ARRAY[n.account_id, o.account_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.account_id) IS DISTINCT FROM (o.name, o.account_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A truncate (brands' cascades to the ledger) moves every account's version, a row first for those without one.
CREATE FUNCTION credit_ledger_versions_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM credit_ledger_versions_move(ARRAY(SELECT id FROM accounts));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_ledger_versions_insert AFTER INSERT ON credit_ledger REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_versions_bump();
--> statement-breakpoint
CREATE TRIGGER credit_ledger_versions_update AFTER UPDATE ON credit_ledger REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_versions_bump();
--> statement-breakpoint
CREATE TRIGGER credit_ledger_versions_delete AFTER DELETE ON credit_ledger REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_versions_bump();
--> statement-breakpoint
CREATE TRIGGER credit_ledger_versions_truncate AFTER TRUNCATE ON credit_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_versions_truncate();
--> statement-breakpoint
CREATE TRIGGER credit_ledger_versions_balance_insert AFTER INSERT ON credit_accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_versions_bump();
--> statement-breakpoint
CREATE TRIGGER credit_ledger_versions_balance_update AFTER UPDATE ON credit_accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_versions_bump();
--> statement-breakpoint
CREATE TRIGGER credit_ledger_versions_balance_delete AFTER DELETE ON credit_accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_versions_bump();
--> statement-breakpoint
CREATE TRIGGER credit_ledger_versions_balance_truncate AFTER TRUNCATE ON credit_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_versions_truncate();
--> statement-breakpoint
CREATE TRIGGER credit_ledger_versions_brands_update AFTER UPDATE ON brands REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_versions_brands_update();
--> statement-breakpoint
-- A deleted brand's filter is a 404 on the next request.
CREATE TRIGGER credit_ledger_versions_brands_delete AFTER DELETE ON brands REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_versions_bump();
