-- The voter index shared through the database (issue 34 item 6, docs/decisions/0070-statewide.md): the first
-- process that builds a campaign's in-memory voter index at a data version writes it here in parts (part 0 the
-- layout as JSON, then the typed arrays' bytes in chunks), once per version; any process that starts later reads
-- it in one go instead of rebuilding it from the voters (minutes at millions). Older versions are deleted when a
-- newer one is written. Stored uncompressed: the bytes are read far more often than written.
CREATE TABLE IF NOT EXISTS "voter_index_snapshots" (
  "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
  "version" bigint NOT NULL,
  "part" integer NOT NULL,
  "data" bytea NOT NULL,
  CONSTRAINT "voter_index_snapshots_pk" PRIMARY KEY ("campaign_id", "version", "part")
);
--> statement-breakpoint
ALTER TABLE "voter_index_snapshots" ALTER COLUMN "data" SET STORAGE EXTERNAL;
