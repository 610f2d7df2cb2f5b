CREATE TABLE "recommended_walkbook_voters" (
	"recommended_walkbook_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	CONSTRAINT "recommended_walkbook_voters_recommended_walkbook_id_voter_id_pk" PRIMARY KEY("recommended_walkbook_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "recommended_walkbooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "recommended_walkbooks_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" uuid NOT NULL,
	"request_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"creation_method" text DEFAULT 'Recommended' NOT NULL,
	"status" text DEFAULT 'Proposed' NOT NULL,
	"geo_data" jsonb NOT NULL,
	"geojson" jsonb NOT NULL,
	"filter_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"survey_id" uuid,
	"door_count" integer NOT NULL,
	"voter_count" integer NOT NULL,
	"uncontacted" integer NOT NULL,
	"walkbook_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "walkbook_recommendation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"request_name" text NOT NULL,
	"description" text,
	"outreach_type" text DEFAULT 'Walkbook' NOT NULL,
	"creation_method" text DEFAULT 'Requested' NOT NULL,
	"filter_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"target_doors" integer NOT NULL,
	"target_minutes" integer,
	"survey_id" uuid,
	"status" text DEFAULT 'Pending' NOT NULL,
	"error" text,
	"voter_count" integer DEFAULT 0 NOT NULL,
	"door_count" integer DEFAULT 0 NOT NULL,
	"unplaced_doors" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommended_walkbook_voters" ADD CONSTRAINT "recommended_walkbook_voters_recommended_walkbook_id_recommended_walkbooks_id_fk" FOREIGN KEY ("recommended_walkbook_id") REFERENCES "public"."recommended_walkbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_walkbook_voters" ADD CONSTRAINT "recommended_walkbook_voters_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_walkbooks" ADD CONSTRAINT "recommended_walkbooks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_walkbooks" ADD CONSTRAINT "recommended_walkbooks_request_id_walkbook_recommendation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."walkbook_recommendation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_walkbooks" ADD CONSTRAINT "recommended_walkbooks_walkbook_id_walkbooks_id_fk" FOREIGN KEY ("walkbook_id") REFERENCES "public"."walkbooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walkbook_recommendation_requests" ADD CONSTRAINT "walkbook_recommendation_requests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommended_walkbook_voters_voter_idx" ON "recommended_walkbook_voters" USING btree ("voter_id");--> statement-breakpoint
CREATE INDEX "recommended_walkbooks_campaign_idx" ON "recommended_walkbooks" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "recommended_walkbooks_request_idx" ON "recommended_walkbooks" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "walkbook_recommendation_requests_campaign_idx" ON "walkbook_recommendation_requests" USING btree ("campaign_id");