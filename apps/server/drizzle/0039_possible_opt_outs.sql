-- Replies that may revoke consent (docs/decisions/0057-consent-revocation.md): the inbound message is marked, and
-- the conversation points at the latest such reply until the texter confirms or dismisses it.
ALTER TABLE "text_messages" ADD COLUMN "possible_opt_out" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "text_recipients" ADD COLUMN "possible_opt_out_message_id" uuid;
