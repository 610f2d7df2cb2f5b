CREATE TABLE "audit_log" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"summary" text NOT NULL,
	"ip" text,
	"client_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_campaign_seq_idx" ON "audit_log" USING btree ("campaign_id","seq");--> statement-breakpoint
CREATE INDEX "audit_log_campaign_action_idx" ON "audit_log" USING btree ("campaign_id","action");--> statement-breakpoint
CREATE INDEX "audit_log_campaign_actor_idx" ON "audit_log" USING btree ("campaign_id","actor_id");--> statement-breakpoint
-- Append-only: an entry is never edited. Only the foreign keys' own actions (a deleted campaign, a deleted
-- account's actor_id set to null) change rows; any other UPDATE is refused.
CREATE OR REPLACE FUNCTION gw_audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
     AND (NEW.seq, NEW.id, NEW.campaign_id, NEW.actor_email, NEW.action, NEW.target_type, NEW.target_id,
          NEW.summary, NEW.ip, NEW.client_type, NEW.created_at)
     IS NOT DISTINCT FROM
         (OLD.seq, OLD.id, OLD.campaign_id, OLD.actor_email, OLD.action, OLD.target_type, OLD.target_id,
          OLD.summary, OLD.ip, OLD.client_type, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION gw_audit_log_append_only();
