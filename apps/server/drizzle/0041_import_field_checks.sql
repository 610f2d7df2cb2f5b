-- No bad row can break a campaign (issue 32, docs/decisions/0052-import-field-validation.md). A voter's location
-- is on the globe and never 0,0: a latitude of 999 once made every map of its campaign fail. Locations already
-- out of range (or 0,0) are left blank first, as an import now leaves them.
UPDATE "voters" SET "lat" = NULL, "lng" = NULL
WHERE "lat" NOT BETWEEN -90 AND 90 OR "lng" NOT BETWEEN -180 AND 180 OR ("lat" = 0 AND "lng" = 0)
  OR "lat" = 'NaN'::float8 OR "lng" = 'NaN'::float8;
--> statement-breakpoint
ALTER TABLE "voters" ADD CONSTRAINT "voters_lat_check" CHECK ("voters"."lat" between -90 and 90);
--> statement-breakpoint
ALTER TABLE "voters" ADD CONSTRAINT "voters_lng_check" CHECK ("voters"."lng" between -180 and 180);
--> statement-breakpoint
ALTER TABLE "voters" ADD CONSTRAINT "voters_location_check" CHECK (not ("voters"."lat" = 0 and "voters"."lng" = 0));
--> statement-breakpoint
-- A kept voter's field an import left blank, or a row's cells past the header: the import's warnings download.
ALTER TABLE "voter_imports" ADD COLUMN "warnings" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE "voter_import_warnings" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"voter_id" text NOT NULL,
	"field" text NOT NULL,
	"value" text,
	"message" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voter_import_warnings" ADD CONSTRAINT "voter_import_warnings_import_id_voter_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."voter_imports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "voter_import_warnings_import_line_idx" ON "voter_import_warnings" USING btree ("import_id","line");
