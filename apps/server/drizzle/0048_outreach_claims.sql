-- A texter's own claims (issue 35 item 2, docs/decisions/0074-outreach-core.md): every claim counts and returns the
-- unsent recipients the texter holds; without this index that read walked every unsent recipient of the text
-- campaign (the claimable index is ordered by expiry, not by claimer). Phone banking's queue has its twin
-- (call_recipients_claimer_idx).
CREATE INDEX IF NOT EXISTS "text_recipients_claimer_idx" ON "text_recipients" ("text_campaign_id", "claimed_by")
  WHERE "claimed_by" IS NOT NULL AND "first_message_id" IS NULL;
