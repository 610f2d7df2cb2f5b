-- Phone banking voice (docs/decisions/0045-voice.md): one active session per caller and phone banking campaign,
-- the last status of the session's call, and the simulator's call log (what happened, for the calling screen).
ALTER TABLE "call_sessions" ADD COLUMN "last_call_status" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "call_sessions_active_idx" ON "call_sessions" ("phone_banking_campaign_id","user_id") WHERE status = 'active';
--> statement-breakpoint
CREATE INDEX "telephony_accounts_account_sid_idx" ON "telephony_accounts" ("account_sid");
--> statement-breakpoint
ALTER TABLE "simulated_calls" ADD COLUMN "events" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "simulated_calls" ADD COLUMN "twiml" text;
--> statement-breakpoint
ALTER TABLE "simulated_calls" ADD COLUMN "identity" text;
--> statement-breakpoint
CREATE INDEX "simulated_calls_parent_idx" ON "simulated_calls" ("parent_call_sid");
