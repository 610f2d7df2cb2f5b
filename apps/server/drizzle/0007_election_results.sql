CREATE TABLE "election_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"name" text NOT NULL,
	"party" text
);
--> statement-breakpoint
CREATE TABLE "election_contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"election_id" uuid NOT NULL,
	"name" text NOT NULL,
	"vote_for" integer DEFAULT 1 NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "election_precincts" (
	"election_id" uuid NOT NULL,
	"precinct" text NOT NULL,
	"ballots_cast" integer,
	"registered" integer,
	"is_real" boolean DEFAULT true NOT NULL,
	CONSTRAINT "election_precincts_election_id_precinct_pk" PRIMARY KEY("election_id","precinct")
);
--> statement-breakpoint
CREATE TABLE "election_results" (
	"choice_id" uuid NOT NULL,
	"contest_id" uuid NOT NULL,
	"precinct" text NOT NULL,
	"votes" integer NOT NULL,
	CONSTRAINT "election_results_choice_id_precinct_pk" PRIMARY KEY("choice_id","precinct")
);
--> statement-breakpoint
CREATE TABLE "elections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"election_date" date NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "precinct_shapes" (
	"campaign_id" uuid NOT NULL,
	"precinct" text NOT NULL,
	"geometry" jsonb NOT NULL,
	CONSTRAINT "precinct_shapes_campaign_id_precinct_pk" PRIMARY KEY("campaign_id","precinct")
);
--> statement-breakpoint
ALTER TABLE "election_choices" ADD CONSTRAINT "election_choices_contest_id_election_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."election_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_contests" ADD CONSTRAINT "election_contests_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_precincts" ADD CONSTRAINT "election_precincts_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_results" ADD CONSTRAINT "election_results_choice_id_election_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."election_choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_results" ADD CONSTRAINT "election_results_contest_id_election_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."election_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precinct_shapes" ADD CONSTRAINT "precinct_shapes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "election_choices_contest_name_idx" ON "election_choices" USING btree ("contest_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "election_contests_election_name_idx" ON "election_contests" USING btree ("election_id","name");--> statement-breakpoint
CREATE INDEX "election_results_contest_idx" ON "election_results" USING btree ("contest_id","precinct");--> statement-breakpoint
CREATE UNIQUE INDEX "elections_campaign_date_idx" ON "elections" USING btree ("campaign_id","election_date");