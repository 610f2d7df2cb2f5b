-- The turnout score's range filter (issue 34, docs/decisions/0066-vote-history-and-turnout.md): `turnout_min` /
-- `turnout_max` read the campaign's voters in score order instead of every voter. A bulk import drops and rebuilds
-- it with the other indexes (bulk-load.ts reads them from the catalog).
CREATE INDEX IF NOT EXISTS "voters_campaign_turnout_idx" ON "voters" USING btree ("campaign_id", "turnout");
