-- The Transactions page's total without a search or date filter: entries per (account, type, status, platform),
-- kept by statement-level triggers in the same transaction as the ledger write (docs/performance.md).
CREATE TABLE credit_ledger_counts (
  account_id uuid NOT NULL,
  type credit_entry_type NOT NULL,
  status credit_entry_status NOT NULL,
  platform credit_platform NOT NULL,
  entries bigint NOT NULL,
  PRIMARY KEY (account_id, type, status, platform)
);
--> statement-breakpoint
CREATE FUNCTION credit_ledger_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO credit_ledger_counts AS c (account_id, type, status, platform, entries)
      SELECT account_id, type, status, platform, count(*) FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (account_id, type, status, platform) DO UPDATE SET entries = c.entries + excluded.entries;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO credit_ledger_counts AS c (account_id, type, status, platform, entries)
      SELECT account_id, type, status, platform, sum(n) FROM (
        SELECT account_id, type, status, platform, 1 AS n FROM new_rows
        UNION ALL SELECT account_id, type, status, platform, -1 FROM old_rows) moved
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (account_id, type, status, platform) DO UPDATE SET entries = c.entries + excluded.entries;
  ELSE
    UPDATE credit_ledger_counts c SET entries = c.entries - d.n
      FROM (SELECT account_id, type, status, platform, count(*) AS n FROM old_rows GROUP BY 1, 2, 3, 4) d
      WHERE c.account_id = d.account_id AND c.type = d.type AND c.status = d.status AND c.platform = d.platform;
    DELETE FROM credit_ledger_counts c USING (SELECT DISTINCT account_id FROM old_rows) d
      WHERE c.account_id = d.account_id AND c.entries = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_ledger_counts_insert AFTER INSERT ON credit_ledger REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_counts_apply();
--> statement-breakpoint
CREATE TRIGGER credit_ledger_counts_update AFTER UPDATE ON credit_ledger REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_counts_apply();
--> statement-breakpoint
CREATE TRIGGER credit_ledger_counts_delete AFTER DELETE ON credit_ledger REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_counts_apply();
--> statement-breakpoint
CREATE FUNCTION credit_ledger_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE credit_ledger_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_ledger_counts_truncate AFTER TRUNCATE ON credit_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_counts_truncate();
--> statement-breakpoint
INSERT INTO credit_ledger_counts (account_id, type, status, platform, entries)
  SELECT account_id, type, status, platform, count(*) FROM credit_ledger GROUP BY 1, 2, 3, 4;
