-- The consent ledger's history (docs/decisions/0042-consent-and-touches.md): an order that does not depend on
-- the clock (two entries of one transaction share created_at), and append-only at the database.
ALTER TABLE "consent_events" ADD COLUMN "seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_events_seq_idx" ON "consent_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "consent_current_campaign_time_idx" ON "consent_current" USING btree ("campaign_id","updated_at");--> statement-breakpoint
-- An entry is never edited: only the foreign keys' own actions (a deleted voter's or account's id set to null, a
-- deleted campaign) change rows; any other UPDATE is refused.
CREATE OR REPLACE FUNCTION gw_consent_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.voter_id IS NULL OR NEW.voter_id IS NOT DISTINCT FROM OLD.voter_id)
     AND (NEW.user_id IS NULL OR NEW.user_id IS NOT DISTINCT FROM OLD.user_id)
     AND (NEW.seq, NEW.id, NEW.campaign_id, NEW.contact_type, NEW.contact, NEW.channel, NEW.action, NEW.source,
          NEW.reason, NEW.created_at)
     IS NOT DISTINCT FROM
         (OLD.seq, OLD.id, OLD.campaign_id, OLD.contact_type, OLD.contact, OLD.channel, OLD.action, OLD.source,
          OLD.reason, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'consent_events is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER consent_events_append_only BEFORE UPDATE ON consent_events
  FOR EACH ROW EXECUTE FUNCTION gw_consent_events_append_only();
