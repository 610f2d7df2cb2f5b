ALTER TABLE "walkbooks" ADD COLUMN "voter_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "walkbooks" ADD COLUMN "door_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "walkbooks" ADD COLUMN "voters_visited" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "walkbooks" ADD COLUMN "doors_visited" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "walkbooks" ADD COLUMN "contact_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "walkbooks" ADD COLUMN "touch_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "walkbooks" ADD COLUMN "last_touch_at" timestamp with time zone;--> statement-breakpoint
-- A walkbook's progress, stored on its row (docs/decisions/0028-read-path.md, "step 2"). Lists read the
-- columns; these triggers recompute them in the statement that changes what they count: the walkbook's
-- voters (cuts, removals, voters deleted or merged), its visits (door results, corrections, deletes) and
-- its voters' households (a re-import that moves a voter). Doors are households, read by primary key per
-- voter so the planner never scans the voter file; visited voters are those whose latest visit exists and
-- who are still in the walkbook.
CREATE OR REPLACE FUNCTION gw_refresh_walkbook_progress(ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  WITH members AS (
    SELECT wv.walkbook_id, count(*)::int AS voters,
           count(DISTINCT (SELECT v.household_key FROM voters v WHERE v.id = wv.voter_id))::int AS doors
    FROM walkbook_voters wv WHERE wv.walkbook_id = ANY(ids) GROUP BY wv.walkbook_id
  ),
  latest AS (
    SELECT DISTINCT ON (x.walkbook_id, x.voter_id) x.walkbook_id, x.voter_id, x.touch_result
    FROM walkbook_visits x
    WHERE x.walkbook_id = ANY(ids) AND EXISTS (
      SELECT 1 FROM walkbook_voters wv WHERE wv.walkbook_id = x.walkbook_id AND wv.voter_id = x.voter_id)
    ORDER BY x.walkbook_id, x.voter_id, x.visited_at DESC
  ),
  visited AS (
    SELECT l.walkbook_id, count(*)::int AS voters_visited,
           count(DISTINCT (SELECT v.household_key FROM voters v WHERE v.id = l.voter_id))::int AS doors_visited,
           count(*) FILTER (WHERE l.touch_result = 'contacted')::int AS contacts
    FROM latest l GROUP BY l.walkbook_id
  ),
  touches AS (
    SELECT x.walkbook_id, count(*)::int AS touches, max(x.visited_at) AS last_touch_at
    FROM walkbook_visits x WHERE x.walkbook_id = ANY(ids) GROUP BY x.walkbook_id
  )
  UPDATE walkbooks w SET
    voter_count = coalesce(m.voters, 0), door_count = coalesce(m.doors, 0),
    voters_visited = coalesce(v.voters_visited, 0), doors_visited = coalesce(v.doors_visited, 0),
    contact_count = coalesce(v.contacts, 0), touch_count = coalesce(t.touches, 0), last_touch_at = t.last_touch_at
  FROM walkbooks k
  LEFT JOIN members m ON m.walkbook_id = k.id
  LEFT JOIN visited v ON v.walkbook_id = k.id
  LEFT JOIN touches t ON t.walkbook_id = k.id
  WHERE k.id = ANY(ids) AND w.id = k.id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gw_walkbook_progress_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := '{}';
BEGIN
  -- Only the transition tables the trigger declares may be read: new_rows unless DELETE, old_rows unless INSERT.
  IF TG_TABLE_NAME = 'voters' THEN
    -- Only voters whose household changed and who are in a walkbook; campaigns without walkbooks cost one probe.
    IF EXISTS (SELECT 1 FROM walkbooks w WHERE w.campaign_id IN (SELECT DISTINCT campaign_id FROM new_rows)) THEN
      ids := ARRAY(
        SELECT DISTINCT wv.walkbook_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        JOIN walkbook_voters wv ON wv.voter_id = n.id
        WHERE n.household_key IS DISTINCT FROM o.household_key);
    END IF;
  ELSE
    IF TG_OP <> 'DELETE' THEN ids := ids || ARRAY(SELECT DISTINCT walkbook_id FROM new_rows); END IF;
    IF TG_OP <> 'INSERT' THEN ids := ids || ARRAY(SELECT DISTINCT walkbook_id FROM old_rows); END IF;
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM gw_refresh_walkbook_progress(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER walkbook_voters_progress_insert AFTER INSERT ON walkbook_voters REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_walkbook_progress_changed();
--> statement-breakpoint
CREATE TRIGGER walkbook_voters_progress_delete AFTER DELETE ON walkbook_voters REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_walkbook_progress_changed();
--> statement-breakpoint
CREATE TRIGGER walkbook_visits_progress_insert AFTER INSERT ON walkbook_visits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_walkbook_progress_changed();
--> statement-breakpoint
CREATE TRIGGER walkbook_visits_progress_update AFTER UPDATE ON walkbook_visits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_walkbook_progress_changed();
--> statement-breakpoint
CREATE TRIGGER walkbook_visits_progress_delete AFTER DELETE ON walkbook_visits REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_walkbook_progress_changed();
--> statement-breakpoint
CREATE TRIGGER voters_household_walkbook_progress AFTER UPDATE ON voters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_walkbook_progress_changed();
--> statement-breakpoint
-- Backfill every existing walkbook.
SELECT gw_refresh_walkbook_progress(ARRAY(SELECT id FROM walkbooks));
