-- The read cache (docs/decisions/0032-read-cache.md): every write that changes what a user may do in a
-- campaign or sees in GET /users/me tells every server process, through NOTIFY on `groundwork_reads`, whose
-- cached reads to drop: a user id, or '*' for everyone. Notifications are delivered at commit (none for a
-- rolled-back write), and a process's own writes reach it too.
CREATE OR REPLACE FUNCTION gw_reads_user_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF OLD.id IS NOT NULL THEN PERFORM pg_notify('groundwork_reads', OLD.id::text); END IF;
    IF NEW.id IS NOT NULL THEN PERFORM pg_notify('groundwork_reads', NEW.id::text); END IF;
  ELSE
    IF OLD.user_id IS NOT NULL THEN PERFORM pg_notify('groundwork_reads', OLD.user_id::text); END IF;
    IF NEW.user_id IS NOT NULL THEN PERFORM pg_notify('groundwork_reads', NEW.user_id::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gw_reads_all_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('groundwork_reads', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_reads AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION gw_reads_user_changed();
--> statement-breakpoint
CREATE TRIGGER campaign_users_reads AFTER INSERT OR UPDATE OR DELETE ON campaign_users
  FOR EACH ROW EXECUTE FUNCTION gw_reads_user_changed();
--> statement-breakpoint
-- users/me shows each membership's and invitation's campaign name and candidate name.
CREATE TRIGGER campaigns_reads AFTER UPDATE OF name, candidate_name OR DELETE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION gw_reads_all_changed();
--> statement-breakpoint
-- users/me lists open invitations by e-mail (not by user id): everyone's reads go.
CREATE TRIGGER invitations_reads AFTER INSERT OR UPDATE OR DELETE ON invitations
  FOR EACH STATEMENT EXECUTE FUNCTION gw_reads_all_changed();
