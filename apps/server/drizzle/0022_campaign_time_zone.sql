-- The time zone a campaign's weeks and days are counted in (docs/decisions/0035-team-and-settings.md).
-- Null reads as the server's TIME_ZONE (the environment default before this migration); new campaigns store it.
ALTER TABLE "campaigns" ADD COLUMN "time_zone" text;
