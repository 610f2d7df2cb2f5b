CREATE TABLE "walkbook_assignees" (
	"walkbook_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "walkbook_assignees_walkbook_id_user_id_pk" PRIMARY KEY("walkbook_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "walkbook_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"walkbook_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"touch_result" text NOT NULL,
	"notes" text,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "walkbook_voters" (
	"walkbook_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	CONSTRAINT "walkbook_voters_walkbook_id_voter_id_pk" PRIMARY KEY("walkbook_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "walkbooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"creation_method" text DEFAULT 'Created' NOT NULL,
	"geo_data" jsonb,
	"filter_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"survey_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "walkbook_assignees" ADD CONSTRAINT "walkbook_assignees_walkbook_id_walkbooks_id_fk" FOREIGN KEY ("walkbook_id") REFERENCES "public"."walkbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkbook_assignees" ADD CONSTRAINT "walkbook_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkbook_visits" ADD CONSTRAINT "walkbook_visits_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkbook_visits" ADD CONSTRAINT "walkbook_visits_walkbook_id_walkbooks_id_fk" FOREIGN KEY ("walkbook_id") REFERENCES "public"."walkbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkbook_visits" ADD CONSTRAINT "walkbook_visits_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkbook_voters" ADD CONSTRAINT "walkbook_voters_walkbook_id_walkbooks_id_fk" FOREIGN KEY ("walkbook_id") REFERENCES "public"."walkbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkbook_voters" ADD CONSTRAINT "walkbook_voters_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkbooks" ADD CONSTRAINT "walkbooks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "walkbook_assignees_user_idx" ON "walkbook_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "walkbook_visits_walkbook_voter_idx" ON "walkbook_visits" USING btree ("walkbook_id","voter_id","visited_at");--> statement-breakpoint
CREATE INDEX "walkbook_visits_campaign_time_idx" ON "walkbook_visits" USING btree ("campaign_id","visited_at");--> statement-breakpoint
CREATE INDEX "walkbook_voters_voter_idx" ON "walkbook_voters" USING btree ("voter_id");--> statement-breakpoint
CREATE INDEX "walkbooks_campaign_idx" ON "walkbooks" USING btree ("campaign_id");