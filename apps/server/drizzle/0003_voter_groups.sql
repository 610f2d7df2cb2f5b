CREATE TABLE "voter_group_members" (
	"group_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	CONSTRAINT "voter_group_members_group_id_voter_id_pk" PRIMARY KEY("group_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "voter_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'filter' NOT NULL,
	"creation_method" text DEFAULT 'Created' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"filter_params" jsonb,
	"voter_count" integer DEFAULT 0 NOT NULL,
	"door_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voter_group_members" ADD CONSTRAINT "voter_group_members_group_id_voter_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."voter_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_group_members" ADD CONSTRAINT "voter_group_members_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_groups" ADD CONSTRAINT "voter_groups_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voter_group_members_voter_idx" ON "voter_group_members" USING btree ("voter_id");--> statement-breakpoint
CREATE INDEX "voter_groups_campaign_idx" ON "voter_groups" USING btree ("campaign_id");