-- The walkbook list cache (docs/decisions/0032-read-cache.md, "Serialised bodies"): every write that changes
-- what a campaign's walkbook lists show tells every server process, through NOTIFY on `groundwork_reads`, to
-- drop that campaign's cached lists: 'campaign:<id>'. The walkbook's row holds its progress (kept by the
-- triggers of migration 0018, so door results, cuts and household moves update it), its name, description
-- and status; the survey's name and the assignees come from other tables. Assignees' names and e-mails are
-- users rows, whose trigger (migration 0017) already notifies their id; the server drops every cached list
-- for it.
CREATE OR REPLACE FUNCTION gw_reads_campaign_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('groundwork_reads', 'campaign:' || OLD.campaign_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('groundwork_reads', 'campaign:' || NEW.campaign_id::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gw_reads_walkbook_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  walkbook uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.walkbook_id ELSE NEW.walkbook_id END;
  campaign uuid;
BEGIN
  SELECT campaign_id INTO campaign FROM walkbooks WHERE id = walkbook;
  -- The walkbook is gone (a cascade from its delete, which notified already): nothing more to say.
  IF campaign IS NOT NULL THEN PERFORM pg_notify('groundwork_reads', 'campaign:' || campaign::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER walkbooks_reads AFTER INSERT OR UPDATE OR DELETE ON walkbooks
  FOR EACH ROW EXECUTE FUNCTION gw_reads_campaign_changed();
--> statement-breakpoint
CREATE TRIGGER walkbook_assignees_reads AFTER INSERT OR UPDATE OR DELETE ON walkbook_assignees
  FOR EACH ROW EXECUTE FUNCTION gw_reads_walkbook_changed();
--> statement-breakpoint
CREATE TRIGGER surveys_reads AFTER UPDATE OF name OR DELETE ON surveys
  FOR EACH ROW EXECUTE FUNCTION gw_reads_campaign_changed();
