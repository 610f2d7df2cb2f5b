-- Phone banking's queue (docs/decisions/0044-phone-banking.md): each recipient's own time zone, resolved from its
-- ZIP at activation (null: the campaign's), and the set of them on the campaign, so next-voter filters on the
-- zones open now in SQL; an index for a caller's own claim; door visits by voter for "reached today".
ALTER TABLE "call_recipients" ADD COLUMN "time_zone" text;
--> statement-breakpoint
ALTER TABLE "phone_banking_campaigns" ADD COLUMN "time_zones" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
CREATE INDEX "call_recipients_claimer_idx" ON "call_recipients" ("phone_banking_campaign_id","claimed_by") WHERE claimed_by is not null and done = false;
--> statement-breakpoint
CREATE INDEX "walkbook_visits_voter_time_idx" ON "walkbook_visits" ("voter_id","visited_at");
