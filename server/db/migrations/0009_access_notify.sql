-- Principal cache invalidation (server/modules/uaa/principalCache.ts): every change to what
-- authenticates a token or decides what its user may do NOTIFYs `foc_access` at commit, with
-- `user:<id>` when it concerns one user and `all` otherwise. Hand-written: keep it when migrations
-- are regenerated or renumbered.
CREATE OR REPLACE FUNCTION foc_access_key(tbl text, r record) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  IF tbl IN ('sessions', 'user_roles', 'user_permissions') THEN RETURN 'user:' || r.user_id::text; END IF;
  IF tbl = 'users' THEN RETURN 'user:' || r.id::text; END IF;
  IF tbl = 'data_permissions' THEN
    IF r.subject_type = 'user' THEN RETURN 'user:' || r.subject_id::text; END IF;
  END IF;
  RETURN 'all';
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION foc_notify_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('foc_access', foc_access_key(TG_TABLE_NAME, OLD)); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('foc_access', foc_access_key(TG_TABLE_NAME, NEW)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_access_notify AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION foc_notify_access();
--> statement-breakpoint
CREATE TRIGGER users_access_notify AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION foc_notify_access();
--> statement-breakpoint
CREATE TRIGGER companies_access_notify AFTER UPDATE OR DELETE ON companies FOR EACH ROW EXECUTE FUNCTION foc_notify_access();
--> statement-breakpoint
CREATE TRIGGER roles_access_notify AFTER INSERT OR UPDATE OR DELETE ON roles FOR EACH ROW EXECUTE FUNCTION foc_notify_access();
--> statement-breakpoint
CREATE TRIGGER role_permissions_access_notify AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH ROW EXECUTE FUNCTION foc_notify_access();
--> statement-breakpoint
CREATE TRIGGER user_roles_access_notify AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION foc_notify_access();
--> statement-breakpoint
CREATE TRIGGER user_permissions_access_notify AFTER INSERT OR UPDATE OR DELETE ON user_permissions FOR EACH ROW EXECUTE FUNCTION foc_notify_access();
--> statement-breakpoint
CREATE TRIGGER data_permissions_access_notify AFTER INSERT OR UPDATE OR DELETE ON data_permissions FOR EACH ROW EXECUTE FUNCTION foc_notify_access();
