CREATE TABLE "voter_import_rejects" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"reason" text NOT NULL,
	"raw" text NOT NULL,
	CONSTRAINT "voter_import_rejects_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "voter_import_staging" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"raw" text NOT NULL,
	"state_voter_id" text,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"name_suffix" text,
	"res_street" text,
	"res_unit" text,
	"res_city" text,
	"res_state" text,
	"res_zip" text,
	"mail_street" text,
	"mail_city" text,
	"mail_state" text,
	"mail_zip" text,
	"lat" text,
	"lng" text,
	"phone" text,
	"email" text,
	"party" text,
	"gender" text,
	"birth_year" text,
	"birth_date" text,
	"registration_date" text,
	"registration_status" text,
	"precinct" text,
	"congressional" text,
	"state_senate" text,
	"state_house" text,
	"county" text,
	"municipal" text,
	"ward" text,
	"history" text
);
--> statement-breakpoint
CREATE TABLE "voter_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"encoding" text NOT NULL,
	"delimiter" text NOT NULL,
	"header" jsonb NOT NULL,
	"mapping" jsonb,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_imported" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"note" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "voter_import_rejects" ADD CONSTRAINT "voter_import_rejects_import_id_voter_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."voter_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_imports" ADD CONSTRAINT "voter_imports_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voter_import_staging_import_idx" ON "voter_import_staging" USING btree ("import_id","state_voter_id");--> statement-breakpoint
CREATE INDEX "voter_imports_campaign_idx" ON "voter_imports" USING btree ("campaign_id");