-- Mail: mailers, mail drops, their vendor-file downloads, the campaign's rates, and the voters' mailing key
-- (docs/decisions/0038-mail.md).

-- A deliverable address as one key: upper case, punctuation and spacing dropped, USPS street suffixes and
-- directionals abbreviated, every unit designator '#', the ZIP cut to five digits; NULL when there is no street
-- or no ZIP (no piece can go there). One expression with no FROM, so PostgreSQL inlines it into the generated
-- column below (a function call per row would cost several times more). Most voter files are abbreviated
-- already: the suffix and directional passes run only when a long form is there.
CREATE FUNCTION gw_mail_address_key(street text, unit text, zip text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN btrim(coalesce(street, '')) = '' OR length(left(regexp_replace(coalesce(zip, ''), '[^0-9]', '', 'g'), 5)) < 5 THEN NULL
    ELSE replace(regexp_replace(
      CASE WHEN regexp_replace(btrim(regexp_replace(upper(coalesce(street, '') || ' ' || coalesce(unit, '')), '[^A-Z0-9#/-]+|(#)', ' \1 ', 'g')), ' {2,}', ' ', 'g')
             ~ '\m(STREET|STR|STRT|AVENUE|AVEN|AV|ROAD|DRIVE|DRV|LANE|COURT|BOULEVARD|BOUL|PLACE|CIRCLE|CIRC|TERRACE|PARKWAY|PKY|HIGHWAY|TRAIL|NORTH|SOUTH|EAST|WEST)\M'
        THEN regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(btrim(regexp_replace(upper(coalesce(street, '') || ' ' || coalesce(unit, '')), '[^A-Z0-9#/-]+|(#)', ' \1 ', 'g')), ' {2,}', ' ', 'g'),
          '\m(STREET|STR|STRT)\M', 'ST', 'g'),
          '\m(AVENUE|AVEN|AV)\M', 'AVE', 'g'),
          '\m(ROAD)\M', 'RD', 'g'),
          '\m(DRIVE|DRV)\M', 'DR', 'g'),
          '\m(LANE)\M', 'LN', 'g'),
          '\m(COURT)\M', 'CT', 'g'),
          '\m(BOULEVARD|BOUL)\M', 'BLVD', 'g'),
          '\m(PLACE)\M', 'PL', 'g'),
          '\m(CIRCLE|CIRC)\M', 'CIR', 'g'),
          '\m(TERRACE)\M', 'TER', 'g'),
          '\m(PARKWAY|PKY)\M', 'PKWY', 'g'),
          '\m(HIGHWAY)\M', 'HWY', 'g'),
          '\m(TRAIL)\M', 'TRL', 'g'),
          '\m(NORTH)\M', 'N', 'g'),
          '\m(SOUTH)\M', 'S', 'g'),
          '\m(EAST)\M', 'E', 'g'),
          '\m(WEST)\M', 'W', 'g')
        ELSE regexp_replace(btrim(regexp_replace(upper(coalesce(street, '') || ' ' || coalesce(unit, '')), '[^A-Z0-9#/-]+|(#)', ' \1 ', 'g')), ' {2,}', ' ', 'g') END,
      '\m(APARTMENT|APT|UNIT|SUITE|STE)\M', '#', 'g'), '# #', '#') || '|' || left(regexp_replace(coalesce(zip, ''), '[^0-9]', '', 'g'), 5)
  END
$$;
--> statement-breakpoint
-- Where a voter's piece goes: the mailing address when the file has one, the residence otherwise. Computed
-- by PostgreSQL as rows are written (imports included), so counting households is a GROUP BY on an index.
ALTER TABLE "voters" ADD COLUMN "mail_key" text GENERATED ALWAYS AS (
  CASE WHEN btrim(coalesce("mail_street", '')) <> ''
    THEN gw_mail_address_key("mail_street", NULL, "mail_zip")
    ELSE gw_mail_address_key("res_street", "res_unit", "res_zip") END) STORED;
--> statement-breakpoint
CREATE INDEX "voters_campaign_mail_key_idx" ON "voters" USING btree ("campaign_id", "mail_key");
--> statement-breakpoint
CREATE TABLE "mailers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE cascade,
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mailers_campaign_name_idx" ON "mailers" USING btree ("campaign_id", lower(btrim("name")));
--> statement-breakpoint
CREATE TABLE "mail_drops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE cascade,
	"mailer_id" uuid NOT NULL REFERENCES "mailers"("id") ON DELETE cascade,
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"voter_group_id" uuid NOT NULL REFERENCES "voter_groups"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"mailer_size" text NOT NULL,
	"scheduled_date" date,
	"status" text DEFAULT 'Draft' NOT NULL,
	"mailed_at" timestamp with time zone,
	"frozen_counts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_drops_status_check" CHECK ("status" IN ('Draft', 'Scheduled', 'Mailed', 'Cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_drops_mailer_name_idx" ON "mail_drops" USING btree ("mailer_id", lower(btrim("name")));
--> statement-breakpoint
CREATE INDEX "mail_drops_campaign_idx" ON "mail_drops" USING btree ("campaign_id");
--> statement-breakpoint
CREATE TABLE "mail_drop_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"drop_id" uuid NOT NULL REFERENCES "mail_drops"("id") ON DELETE cascade,
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_drop_exports_drop_idx" ON "mail_drop_exports" USING btree ("drop_id", "created_at");
--> statement-breakpoint
CREATE TABLE "mail_rates" (
	"campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE cascade,
	"mailer_size" text NOT NULL,
	"rate_cents" integer NOT NULL,
	PRIMARY KEY ("campaign_id", "mailer_size")
);
