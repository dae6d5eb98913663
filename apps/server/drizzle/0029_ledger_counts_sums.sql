-- custom SQL below
-- The admin Customers page's transaction stats (spec 3: totalCreditsUsed, totalCreditsAdded) from the kept counts
-- instead of every ledger row of each listed account: per (account, type, status, platform) the credits taken
-- (the sum of -delta over negative entries) and given (the sum of delta over positive ones), kept by the same
-- statement-level trigger as the entry counts (0012), in the same transaction as the ledger write.
ALTER TABLE credit_ledger_counts ADD COLUMN debits bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE credit_ledger_counts ADD COLUMN credits bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credit_ledger_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO credit_ledger_counts AS c (account_id, type, status, platform, entries, debits, credits)
      SELECT account_id, type, status, platform, count(*), sum(greatest(-delta, 0)), sum(greatest(delta, 0))
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (account_id, type, status, platform) DO UPDATE SET entries = c.entries + excluded.entries,
        debits = c.debits + excluded.debits, credits = c.credits + excluded.credits;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO credit_ledger_counts AS c (account_id, type, status, platform, entries, debits, credits)
      SELECT account_id, type, status, platform, sum(n), sum(d), sum(k) FROM (
        SELECT account_id, type, status, platform, 1 AS n, greatest(-delta, 0) AS d, greatest(delta, 0) AS k
        FROM new_rows
        UNION ALL SELECT account_id, type, status, platform, -1, -greatest(-delta, 0), -greatest(delta, 0)
        FROM old_rows) moved
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (account_id, type, status, platform) DO UPDATE SET entries = c.entries + excluded.entries,
        debits = c.debits + excluded.debits, credits = c.credits + excluded.credits;
  ELSE
    UPDATE credit_ledger_counts c SET entries = c.entries - d.n, debits = c.debits - d.d, credits = c.credits - d.k
      FROM (SELECT account_id, type, status, platform, count(*) AS n, sum(greatest(-delta, 0)) AS d,
              sum(greatest(delta, 0)) AS k
            FROM old_rows GROUP BY 1, 2, 3, 4) d
      WHERE c.account_id = d.account_id AND c.type = d.type AND c.status = d.status AND c.platform = d.platform;
    DELETE FROM credit_ledger_counts c USING (SELECT DISTINCT account_id FROM old_rows) d
      WHERE c.account_id = d.account_id AND c.entries = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE credit_ledger_counts c SET debits = s.d, credits = s.k
  FROM (SELECT account_id, type, status, platform, sum(greatest(-delta, 0)) AS d, sum(greatest(delta, 0)) AS k
        FROM credit_ledger GROUP BY 1, 2, 3, 4) s
  WHERE c.account_id = s.account_id AND c.type = s.type AND c.status = s.status AND c.platform = s.platform;
