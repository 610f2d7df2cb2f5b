CREATE TABLE "voter_data_versions" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voter_data_versions" ADD CONSTRAINT "voter_data_versions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The voter data's version per campaign (docs/decisions/0019-voter-index.md): every statement that
-- changes voters, vote history or tag assignments bumps the version of each campaign it touched, in
-- the same transaction, so a snapshot that reads version N sees exactly the data of version N. The
-- in-memory voter index answers only while its version is the current one. Vote history and tag
-- assignments bump their voter's campaign (history rows also their own campaign_id, as the filter
-- reads both); rows of a campaign being deleted bump nothing.
CREATE OR REPLACE FUNCTION gw_bump_voter_data_versions(ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO voter_data_versions (campaign_id, version)
  SELECT c.id, 1 FROM campaigns c WHERE c.id = ANY(ids) ORDER BY c.id
  ON CONFLICT (campaign_id) DO UPDATE SET version = voter_data_versions.version + 1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gw_voter_data_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE voter_data_versions SET version = version + 1;
    RETURN NULL;
  END IF;
  -- Only the transition tables the trigger declares may be read: new_rows unless DELETE, old_rows unless INSERT.
  IF TG_TABLE_NAME = 'voters' THEN
    IF TG_OP <> 'DELETE' THEN ids := ids || ARRAY(SELECT DISTINCT campaign_id FROM new_rows); END IF;
    IF TG_OP <> 'INSERT' THEN ids := ids || ARRAY(SELECT DISTINCT campaign_id FROM old_rows); END IF;
  ELSE
    IF TG_TABLE_NAME = 'vote_history' THEN
      IF TG_OP <> 'DELETE' THEN ids := ids || ARRAY(SELECT DISTINCT campaign_id FROM new_rows); END IF;
      IF TG_OP <> 'INSERT' THEN ids := ids || ARRAY(SELECT DISTINCT campaign_id FROM old_rows); END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      ids := ids || ARRAY(SELECT DISTINCT v.campaign_id FROM voters v WHERE v.id IN (SELECT voter_id FROM new_rows));
    END IF;
    IF TG_OP <> 'INSERT' THEN
      ids := ids || ARRAY(SELECT DISTINCT v.campaign_id FROM voters v WHERE v.id IN (SELECT voter_id FROM old_rows));
    END IF;
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM gw_bump_voter_data_versions(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER voters_version_insert AFTER INSERT ON voters REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_voter_data_changed();
--> statement-breakpoint
CREATE TRIGGER voters_version_update AFTER UPDATE ON voters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_voter_data_changed();
--> statement-breakpoint
CREATE TRIGGER voters_version_delete AFTER DELETE ON voters REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_voter_data_changed();
--> statement-breakpoint
CREATE TRIGGER voters_version_truncate AFTER TRUNCATE ON voters FOR EACH STATEMENT EXECUTE FUNCTION gw_voter_data_changed();
--> statement-breakpoint
CREATE TRIGGER vote_history_version_insert AFTER INSERT ON vote_history REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_voter_data_changed();
--> statement-breakpoint
CREATE TRIGGER vote_history_version_update AFTER UPDATE ON vote_history REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_voter_data_changed();
--> statement-breakpoint
CREATE TRIGGER vote_history_version_delete AFTER DELETE ON vote_history REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_voter_data_changed();
--> statement-breakpoint
CREATE TRIGGER vote_history_version_truncate AFTER TRUNCATE ON vote_history FOR EACH STATEMENT EXECUTE FUNCTION gw_voter_data_changed();
--> statement-breakpoint
CREATE TRIGGER voter_tag_assignments_version_insert AFTER INSERT ON voter_tag_assignments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_voter_data_changed();
--> statement-breakpoint
CREATE TRIGGER voter_tag_assignments_version_update AFTER UPDATE ON voter_tag_assignments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_voter_data_changed();
--> statement-breakpoint
CREATE TRIGGER voter_tag_assignments_version_delete AFTER DELETE ON voter_tag_assignments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_voter_data_changed();
--> statement-breakpoint
CREATE TRIGGER voter_tag_assignments_version_truncate AFTER TRUNCATE ON voter_tag_assignments FOR EACH STATEMENT EXECUTE FUNCTION gw_voter_data_changed();
