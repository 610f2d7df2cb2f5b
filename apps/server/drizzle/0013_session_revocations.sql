CREATE TABLE "revoked_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revoked_sessions_revoked_at_idx" ON "revoked_sessions" USING btree ("revoked_at");--> statement-breakpoint
-- Ended sessions (docs/decisions/0022-headers-origins-limits-revocation.md): every deleted session, whatever
-- deleted it (sign-out, password reset, better-auth's ban, expiry), is listed so that the ID tokens it
-- issued are refused; banning a user in SQL ends their sessions too.
CREATE OR REPLACE FUNCTION gw_session_ended() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO revoked_sessions (session_id) SELECT id FROM old_rows ON CONFLICT (session_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER identity_sessions_ended AFTER DELETE ON identity_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gw_session_ended();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gw_user_banned() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM identity_sessions WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER identity_users_banned AFTER UPDATE OF banned ON identity_users
  FOR EACH ROW WHEN (NEW.banned IS TRUE AND OLD.banned IS DISTINCT FROM TRUE) EXECUTE FUNCTION gw_user_banned();
