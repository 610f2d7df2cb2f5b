-- Vote history as data (issue 34, docs/decisions/0066-vote-history-and-turnout.md): the campaign's elections
-- (`history_elections`; `elections` holds results) with their type and how many of its voters took part, each
-- voter's turnout score, voters a later full file no longer lists (kept, marked removed), and what a voter file
-- did to the campaign's voters.
CREATE TABLE IF NOT EXISTS "history_elections" (
  "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
  "code" text COLLATE "C" NOT NULL,
  "date" date,
  "type" text DEFAULT 'OTHER' NOT NULL,
  "voters" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "history_elections_campaign_id_code_pk" PRIMARY KEY ("campaign_id", "code")
);
--> statement-breakpoint
-- The elections the history already holds; codes are `2024G` or `2024G-1105` (year, then the type's letter).
INSERT INTO "history_elections" ("campaign_id", "code", "date", "type", "voters")
SELECT h."campaign_id", h."election_code", min(h."election_date"),
  CASE substr(h."election_code", 5, 1) WHEN 'G' THEN 'GENERAL' WHEN 'P' THEN 'PRIMARY' WHEN 'S' THEN 'SPECIAL'
    WHEN 'M' THEN 'MUNICIPAL' WHEN 'R' THEN 'SECOND PRIMARY' ELSE 'OTHER' END,
  count(*)::int
FROM "vote_history" h JOIN "campaigns" c ON c."id" = h."campaign_id"
GROUP BY h."campaign_id", h."election_code"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "voters" ADD COLUMN IF NOT EXISTS "turnout" smallint;
--> statement-breakpoint
ALTER TABLE "voters" ADD COLUMN IF NOT EXISTS "removed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "voter_imports" ADD COLUMN IF NOT EXISTS "summary" jsonb;
