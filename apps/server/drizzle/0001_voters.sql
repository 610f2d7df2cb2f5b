CREATE TABLE "vote_history" (
	"voter_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"election_code" text NOT NULL,
	"election_date" date,
	"voting_method" text,
	"party" text,
	CONSTRAINT "vote_history_voter_id_election_code_pk" PRIMARY KEY("voter_id","election_code")
);
--> statement-breakpoint
CREATE TABLE "voter_tag_assignments" (
	"tag_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voter_tag_assignments_tag_id_voter_id_pk" PRIMARY KEY("tag_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "voter_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'gray' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"state_voter_id" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_name" text,
	"last_name" text DEFAULT '' NOT NULL,
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
	"lat" double precision,
	"lng" double precision,
	"phone" text,
	"email" text,
	"party" text,
	"gender" text,
	"birth_year" integer,
	"registration_date" date,
	"registration_status" text,
	"precinct" text,
	"congressional" text,
	"state_senate" text,
	"state_house" text,
	"county" text,
	"municipal" text,
	"ward" text,
	"household_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vote_history" ADD CONSTRAINT "vote_history_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_tag_assignments" ADD CONSTRAINT "voter_tag_assignments_tag_id_voter_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."voter_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_tag_assignments" ADD CONSTRAINT "voter_tag_assignments_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_tags" ADD CONSTRAINT "voter_tags_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voters" ADD CONSTRAINT "voters_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vote_history_campaign_election_idx" ON "vote_history" USING btree ("campaign_id","election_code","voter_id");--> statement-breakpoint
CREATE INDEX "voter_tag_assignments_voter_idx" ON "voter_tag_assignments" USING btree ("voter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voter_tags_campaign_name_idx" ON "voter_tags" USING btree ("campaign_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "voters_campaign_state_id_idx" ON "voters" USING btree ("campaign_id","state_voter_id");--> statement-breakpoint
CREATE INDEX "voters_campaign_location_idx" ON "voters" USING btree ("campaign_id","lat","lng");--> statement-breakpoint
CREATE INDEX "voters_campaign_household_idx" ON "voters" USING btree ("campaign_id","household_key");--> statement-breakpoint
CREATE INDEX "voters_campaign_party_idx" ON "voters" USING btree ("campaign_id","party");--> statement-breakpoint
CREATE INDEX "voters_campaign_precinct_idx" ON "voters" USING btree ("campaign_id","precinct");--> statement-breakpoint
CREATE INDEX "voters_campaign_zip_idx" ON "voters" USING btree ("campaign_id","res_zip");--> statement-breakpoint
CREATE INDEX "voters_campaign_birth_year_idx" ON "voters" USING btree ("campaign_id","birth_year");