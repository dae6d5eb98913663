-- Custom SQL migration file, put your code below! --
-- custom SQL below
-- The session cache (issue 15, docs/performance.md "Issue 15, third pass"): every server keeps the callers it
-- resolved for at most 30 s and forgets one the moment PostgreSQL says it changed. These triggers say it at COMMIT,
-- on channel `bizamply_sessions`, for every write path (sign-out, revocation, password change, deactivation, role
-- change, account or brand deletion): `s:<token hash>`, `u:<user id>` or `b:<brand id>`. A last-seen touch says
-- nothing (it changes none of what a request is allowed).
CREATE FUNCTION session_cache_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bizamply_sessions', 's:' || OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_cache_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
        OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION session_cache_notify_session();
--> statement-breakpoint
CREATE TRIGGER sessions_cache_delete AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION session_cache_notify_session();
--> statement-breakpoint
CREATE FUNCTION session_cache_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bizamply_sessions', 'u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_cache_update AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role
        OR OLD.email IS DISTINCT FROM NEW.email OR OLD.account_id IS DISTINCT FROM NEW.account_id
        OR OLD.email_verified_at IS DISTINCT FROM NEW.email_verified_at
        OR OLD.firstime_setup IS DISTINCT FROM NEW.firstime_setup
        OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION session_cache_notify_user();
--> statement-breakpoint
CREATE TRIGGER users_cache_delete AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION session_cache_notify_user();
--> statement-breakpoint
CREATE FUNCTION session_cache_notify_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bizamply_sessions', 'b:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brands_cache_update AFTER UPDATE ON brands FOR EACH ROW
  WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id)
  EXECUTE FUNCTION session_cache_notify_brand();
--> statement-breakpoint
CREATE TRIGGER brands_cache_delete AFTER DELETE ON brands FOR EACH ROW
  EXECUTE FUNCTION session_cache_notify_brand();
