-- The voters' mailing key is no longer a generated column (docs/decisions/0027-voter-import-speed.md, third
-- round): an import computes it in Node as rows stream (lib/addresses/mail-key.ts, held to the SQL function's
-- answers by its test), and this trigger computes it for every other write — an insert that brings none, an
-- update that changes an address without bringing a new key. A bulk load disables user triggers; it brings the key.
ALTER TABLE "voters" ALTER COLUMN "mail_key" DROP EXPRESSION;
--> statement-breakpoint
CREATE FUNCTION gw_voter_mail_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.mail_key IS NOT NULL THEN RETURN NEW; END IF;
  ELSIF (NEW.mail_street, NEW.mail_zip, NEW.res_street, NEW.res_unit, NEW.res_zip)
          IS NOT DISTINCT FROM (OLD.mail_street, OLD.mail_zip, OLD.res_street, OLD.res_unit, OLD.res_zip)
        OR NEW.mail_key IS DISTINCT FROM OLD.mail_key THEN
    RETURN NEW;
  END IF;
  NEW.mail_key := CASE WHEN btrim(coalesce(NEW.mail_street, '')) <> ''
    THEN gw_mail_address_key(NEW.mail_street, NULL, NEW.mail_zip)
    ELSE gw_mail_address_key(NEW.res_street, NEW.res_unit, NEW.res_zip) END;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "voters_mail_key" BEFORE INSERT OR UPDATE ON "voters"
  FOR EACH ROW EXECUTE FUNCTION gw_voter_mail_key();
