-- A running AI generation's heartbeat: the process working on the claim refreshes it every few seconds (database
-- clock), so another server takes the claim over once it is stale (that process is gone) instead of after a fixed
-- 2-minute lease, and never while the holder is alive. Existing rows start at the migration's time.
ALTER TABLE "ai_generations" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;
