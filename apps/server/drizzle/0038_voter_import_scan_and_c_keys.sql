-- What an upload's one pass learns of a voter file (docs/decisions/0027-voter-import-speed.md, tenth round): its
-- physical lines and whether it is quote-free, so that the import does not read the whole file once more before
-- it starts. Null for a file uploaded before: the import then scans it.
ALTER TABLE "voter_imports" ADD COLUMN "line_count" integer;
--> statement-breakpoint
ALTER TABLE "voter_imports" ADD COLUMN "plain" boolean;
--> statement-breakpoint
-- Voter ids and election codes are codes, compared and sorted byte by byte: under the "C" collation a bulk load
-- builds their keys (`voters_campaign_state_id_idx`, `vote_history_pkey`) without the locale's comparisons. The
-- rows are not rewritten; the indexes on the two columns are rebuilt, with both tables locked while they are.
ALTER TABLE "voters" ALTER COLUMN "state_voter_id" SET DATA TYPE text COLLATE "C";
--> statement-breakpoint
ALTER TABLE "vote_history" ALTER COLUMN "election_code" SET DATA TYPE text COLLATE "C";
