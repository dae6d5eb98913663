-- Custom SQL migration file, put your code below! --
-- custom SQL below
-- Live updates (issue 19, docs/architecture.md "Live updates"). Every write an open tab cares about notifies
-- channel `bizamply_live` from a trigger, so no write path (API, worker, webhook, seed, another module) can
-- forget it and the notification is sent at COMMIT only (a rolled-back write tells nobody). Payloads are ids only
-- ({k: kind, a: account, b: brand}); the browser refetches through its usual queries. PostgreSQL folds identical
-- notifications of one transaction into one, so a batch of 500 webhook items is one event per brand.

-- New, edited, drafted, sent or reverted items (and the notifications derived from them): comment_versions moves
-- once per statement per brand (migration 0010), so this fires once per brand per statement, not per row.
CREATE FUNCTION live_notify_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bizamply_live', json_build_object('k', 'items', 'a', NEW.account_id, 'b', NEW.brand_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comment_versions_live AFTER INSERT OR UPDATE ON comment_versions
  FOR EACH ROW EXECUTE FUNCTION live_notify_items();
--> statement-breakpoint
-- A send the worker finished (sent or failed): one event per brand whose replies changed status.
CREATE FUNCTION live_notify_replies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bizamply_live', json_build_object('k', 'replies', 'a', changed.account_id, 'b', changed.brand_id)::text)
  FROM (SELECT DISTINCT n.account_id, n.brand_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.status IS DISTINCT FROM o.status) changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER replies_live AFTER UPDATE ON replies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_notify_replies();
--> statement-breakpoint
-- The account's balance (usage, refund, purchase, admin credit): the balance row changes with every ledger entry.
CREATE FUNCTION live_notify_credits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bizamply_live', json_build_object('k', 'credits', 'a', NEW.account_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_accounts_live AFTER INSERT OR UPDATE ON credit_accounts
  FOR EACH ROW EXECUTE FUNCTION live_notify_credits();
--> statement-breakpoint
-- Connection health (connected, removed, needs attention, last success): the /connections page and onboarding.
CREATE FUNCTION live_notify_connections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('bizamply_live', json_build_object('k', 'connections', 'a', OLD.account_id, 'b', OLD.brand_id)::text);
  ELSE
    PERFORM pg_notify('bizamply_live', json_build_object('k', 'connections', 'a', NEW.account_id, 'b', NEW.brand_id)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER connections_live AFTER INSERT OR UPDATE OR DELETE ON connections
  FOR EACH ROW EXECUTE FUNCTION live_notify_connections();
