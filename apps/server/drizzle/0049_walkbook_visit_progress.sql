-- A door visit moves its walkbook's stored progress by what it changed (docs/decisions/0075-door-visits.md),
-- instead of recounting the whole walkbook (its voters, households and visits: migration 0018) in every visit's
-- transaction. Visits added, and results corrected in place (the same visit id re-sent), update the counts
-- from the visited voters and their households alone; deletes and visits moved to another voter, walkbook or
-- time, cuts and household moves still recount (rare, and a recount is exact whatever changed).
--
-- A walkbook row whose progress alone changed no longer notifies other processes in the visit's transaction
-- (migration 0021): a NOTIFY takes a lock held through its transaction's commit, so every visit's commit waited
-- for the one before (no group commit: a quarter of the throughput). The server tells them after the commit,
-- once per campaign in a short window (walkbook-progress-notices.ts); a recount still notifies as it writes.
--
-- Both ways first lock the walkbooks' rows, in id order, and only then read: under READ COMMITTED each later
-- statement sees every visit committed by whoever held the lock before, so two canvassers visiting one household
-- (or one voter) at once count it once. FOR NO KEY UPDATE, as the UPDATE itself takes: it does not wait for
-- another visit's foreign-key check on the walkbook, which takes FOR KEY SHARE.
CREATE OR REPLACE FUNCTION gw_lock_walkbooks(ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM walkbooks WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
END;
$$;
--> statement-breakpoint
-- The recount of migration 0018, the latest visit of a voter now chosen as the visit changes choose it: by
-- time, then id (two visits at the same instant give one answer both ways).
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
    ORDER BY x.walkbook_id, x.voter_id, x.visited_at DESC, x.id DESC
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
-- The recount's trigger (walkbook voters, visit deletes, households), now locking before it reads.
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
    PERFORM gw_lock_walkbooks(ids);
    PERFORM gw_refresh_walkbook_progress(ids);
    PERFORM pg_notify('groundwork_reads', 'campaign:' || c.campaign_id::text)
    FROM (SELECT DISTINCT campaign_id FROM walkbooks WHERE id = ANY(ids)) c;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Visits added: touches and the last touch from the new rows; voters, doors and contacts from the visited
-- voters who are in the walkbook (their latest result before and after) and their households.
CREATE OR REPLACE FUNCTION gw_walkbook_visits_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gw_lock_walkbooks(ARRAY(SELECT DISTINCT walkbook_id FROM new_rows));
  WITH added AS (
    SELECT walkbook_id, count(*)::int AS touches, max(visited_at) AS last_touch_at FROM new_rows GROUP BY walkbook_id
  ),
  pairs AS (
    SELECT p.walkbook_id, p.voter_id, v.campaign_id, v.household_key,
           (SELECT x.touch_result FROM walkbook_visits x WHERE x.walkbook_id = p.walkbook_id AND x.voter_id = p.voter_id
            ORDER BY x.visited_at DESC, x.id DESC LIMIT 1) AS after,
           (SELECT x.touch_result FROM walkbook_visits x WHERE x.walkbook_id = p.walkbook_id AND x.voter_id = p.voter_id
              AND x.id NOT IN (SELECT id FROM new_rows)
            ORDER BY x.visited_at DESC, x.id DESC LIMIT 1) AS before
    FROM (SELECT DISTINCT walkbook_id, voter_id FROM new_rows) p
    JOIN walkbook_voters wv ON wv.walkbook_id = p.walkbook_id AND wv.voter_id = p.voter_id
    JOIN voters v ON v.id = p.voter_id
  ),
  -- Households none of whose voters in the walkbook had a visit before this statement.
  doors AS (
    SELECT DISTINCT h.walkbook_id, h.household_key FROM pairs h
    WHERE NOT EXISTS (SELECT 1 FROM pairs q
                      WHERE q.walkbook_id = h.walkbook_id AND q.household_key = h.household_key AND q.before IS NOT NULL)
      AND NOT EXISTS (
        SELECT 1 FROM voters u
        JOIN walkbook_voters wv ON wv.walkbook_id = h.walkbook_id AND wv.voter_id = u.id
        WHERE u.campaign_id = h.campaign_id AND u.household_key = h.household_key
          AND NOT EXISTS (SELECT 1 FROM pairs q WHERE q.walkbook_id = h.walkbook_id AND q.voter_id = u.id)
          AND EXISTS (SELECT 1 FROM walkbook_visits x WHERE x.walkbook_id = h.walkbook_id AND x.voter_id = u.id))
  ),
  moved AS (
    SELECT walkbook_id, count(*) FILTER (WHERE before IS NULL)::int AS voters,
           (count(*) FILTER (WHERE after = 'contacted') - count(*) FILTER (WHERE before = 'contacted'))::int AS contacts
    FROM pairs GROUP BY walkbook_id
  )
  UPDATE walkbooks w SET
    touch_count = w.touch_count + a.touches,
    last_touch_at = greatest(w.last_touch_at, a.last_touch_at),
    voters_visited = w.voters_visited + coalesce(m.voters, 0),
    contact_count = w.contact_count + coalesce(m.contacts, 0),
    doors_visited = w.doors_visited + (SELECT count(*)::int FROM doors d WHERE d.walkbook_id = a.walkbook_id)
  FROM added a LEFT JOIN moved m ON m.walkbook_id = a.walkbook_id
  WHERE w.id = a.walkbook_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Visits updated: a result corrected in place (same voter, walkbook and time) moves the contacts alone, when the
-- visit is its voter's latest in the walkbook and the voter is in it; any other change recounts.
CREATE OR REPLACE FUNCTION gw_walkbook_visits_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := ARRAY(SELECT DISTINCT walkbook_id FROM new_rows UNION SELECT DISTINCT walkbook_id FROM old_rows);
BEGIN
  PERFORM gw_lock_walkbooks(ids);
  IF EXISTS (SELECT 1 FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
             WHERE n.id IS NULL OR (n.walkbook_id, n.voter_id, n.visited_at) IS DISTINCT FROM (o.walkbook_id, o.voter_id, o.visited_at))
  THEN
    PERFORM gw_refresh_walkbook_progress(ids);
    PERFORM pg_notify('groundwork_reads', 'campaign:' || c.campaign_id::text)
    FROM (SELECT DISTINCT campaign_id FROM walkbooks WHERE id = ANY(ids)) c;
    RETURN NULL;
  END IF;
  WITH changed AS (
    SELECT n.walkbook_id,
           sum((n.touch_result = 'contacted')::int - (o.touch_result = 'contacted')::int)::int AS contacts
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN walkbook_voters wv ON wv.walkbook_id = n.walkbook_id AND wv.voter_id = n.voter_id
    WHERE n.id = (SELECT x.id FROM walkbook_visits x WHERE x.walkbook_id = n.walkbook_id AND x.voter_id = n.voter_id
                  ORDER BY x.visited_at DESC, x.id DESC LIMIT 1)
    GROUP BY n.walkbook_id
  )
  UPDATE walkbooks w SET contact_count = w.contact_count + c.contacts
  FROM changed c WHERE w.id = c.walkbook_id AND c.contacts <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER walkbook_visits_progress_insert ON walkbook_visits;
--> statement-breakpoint
DROP TRIGGER walkbook_visits_progress_update ON walkbook_visits;
--> statement-breakpoint
CREATE TRIGGER walkbook_visits_progress_insert AFTER INSERT ON walkbook_visits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_walkbook_visits_added();
--> statement-breakpoint
CREATE TRIGGER walkbook_visits_progress_update AFTER UPDATE ON walkbook_visits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_walkbook_visits_updated();
--> statement-breakpoint
-- The walkbook lists' trigger of migration 0021, silent when only the stored progress changed.
CREATE OR REPLACE FUNCTION gw_reads_walkbook_row_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  progress text[] := ARRAY['voter_count', 'door_count', 'voters_visited', 'doors_visited', 'contact_count',
                           'touch_count', 'last_touch_at'];
BEGIN
  IF TG_OP = 'UPDATE' AND to_jsonb(OLD) - progress = to_jsonb(NEW) - progress THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('groundwork_reads', 'campaign:' || OLD.campaign_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('groundwork_reads', 'campaign:' || NEW.campaign_id::text); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER walkbooks_reads ON walkbooks;
--> statement-breakpoint
CREATE TRIGGER walkbooks_reads AFTER INSERT OR UPDATE OR DELETE ON walkbooks
  FOR EACH ROW EXECUTE FUNCTION gw_reads_walkbook_row_changed();
