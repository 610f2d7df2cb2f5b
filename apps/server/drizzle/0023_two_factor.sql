-- Two-factor sign-in (docs/decisions/0036-account-and-two-factor.md): better-auth's twoFactor plugin's
-- column and table, the TOTP codes already used, and the campaign policy.
ALTER TABLE "identity_users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false;--> statement-breakpoint
CREATE TABLE "identity_two_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" uuid NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_two_factors" ADD CONSTRAINT "identity_two_factors_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_two_factors_user_id_idx" ON "identity_two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "identity_two_factors_secret_idx" ON "identity_two_factors" USING btree ("secret");--> statement-breakpoint
CREATE TABLE "used_totp_codes" (
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "used_totp_codes_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
ALTER TABLE "used_totp_codes" ADD CONSTRAINT "used_totp_codes_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The access check caches both facts (decision 0032): a change drops the cached reads.
CREATE OR REPLACE FUNCTION gw_reads_identity_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('groundwork_reads', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER identity_users_two_factor_reads AFTER UPDATE OF two_factor_enabled ON identity_users
  FOR EACH ROW WHEN (NEW.two_factor_enabled IS DISTINCT FROM OLD.two_factor_enabled)
  EXECUTE FUNCTION gw_reads_identity_changed();
--> statement-breakpoint
CREATE TRIGGER campaigns_require_two_factor_reads AFTER UPDATE OF require_two_factor ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION gw_reads_all_changed();
--> statement-breakpoint
-- Audit entries for two-factor changes, one per campaign of the account, in the transaction of better-auth's
-- own write (it writes through its adapter, outside the product's transactions). IP and client type are
-- not known to the database: they stay null (decision 0036).
CREATE OR REPLACE FUNCTION gw_audit_two_factor(p_user_id uuid, p_action text, p_summary text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log (campaign_id, actor_id, actor_email, action, target_type, target_id, summary)
  SELECT cu.campaign_id, u.id, u.email, p_action, 'user', u.id::text, u.email || ' ' || p_summary
  FROM campaign_users cu JOIN users u ON u.id = cu.user_id
  WHERE cu.user_id = p_user_id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gw_two_factor_toggled() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.two_factor_enabled IS TRUE THEN
    PERFORM gw_audit_two_factor(NEW.id, 'two_factor.enabled', 'turned on two-factor sign-in');
  ELSE
    PERFORM gw_audit_two_factor(NEW.id, 'two_factor.disabled', 'turned off two-factor sign-in');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER identity_users_two_factor_audit AFTER UPDATE OF two_factor_enabled ON identity_users
  FOR EACH ROW WHEN (COALESCE(NEW.two_factor_enabled, false) IS DISTINCT FROM COALESCE(OLD.two_factor_enabled, false))
  EXECUTE FUNCTION gw_two_factor_toggled();
--> statement-breakpoint
-- New backup codes replace the whole set (ten codes of fixed length), while using one removes it from the
-- set: the stored (encrypted) set only keeps or gains length on regeneration.
CREATE OR REPLACE FUNCTION gw_backup_codes_regenerated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gw_audit_two_factor(NEW.user_id, 'two_factor.backup_codes_regenerated', 'generated new backup codes');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER identity_two_factors_backup_codes_audit AFTER UPDATE OF backup_codes ON identity_two_factors
  FOR EACH ROW WHEN (OLD.verified IS TRUE AND NEW.verified IS TRUE AND NEW.secret = OLD.secret
                     AND NEW.backup_codes <> OLD.backup_codes
                     AND length(NEW.backup_codes) >= length(OLD.backup_codes))
  EXECUTE FUNCTION gw_backup_codes_regenerated();
