CREATE TABLE "road_signs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "road_sign_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"road_sign_id" uuid NOT NULL,
	"user_id" uuid,
	"requested_by" uuid,
	"status" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"address" text,
	"contact" text,
	"voter_id" uuid,
	"notes" text,
	"condition" text,
	"installed_at" timestamp with time zone,
	"inspected_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "road_sign_placements_status_check" CHECK ("status" IN ('requested', 'installed', 'inspected', 'removed')),
	CONSTRAINT "road_sign_placements_condition_check" CHECK ("condition" IN ('ok', 'damaged', 'missing'))
);
--> statement-breakpoint
CREATE TABLE "road_sign_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"placement_id" uuid NOT NULL,
	"status" text NOT NULL,
	"condition" text,
	"notes" text,
	"user_id" uuid,
	"photo_key" text,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "road_sign_settings" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"removal_deadline" date,
	"warning_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "road_signs" ADD CONSTRAINT "road_signs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_signs" ADD CONSTRAINT "road_signs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_sign_placements" ADD CONSTRAINT "road_sign_placements_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_sign_placements" ADD CONSTRAINT "road_sign_placements_road_sign_id_road_signs_id_fk" FOREIGN KEY ("road_sign_id") REFERENCES "public"."road_signs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_sign_placements" ADD CONSTRAINT "road_sign_placements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_sign_placements" ADD CONSTRAINT "road_sign_placements_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_sign_placements" ADD CONSTRAINT "road_sign_placements_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_sign_events" ADD CONSTRAINT "road_sign_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_sign_events" ADD CONSTRAINT "road_sign_events_placement_id_road_sign_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."road_sign_placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_sign_events" ADD CONSTRAINT "road_sign_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_sign_settings" ADD CONSTRAINT "road_sign_settings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "road_signs_campaign_name_idx" ON "road_signs" USING btree ("campaign_id",lower("name"));--> statement-breakpoint
CREATE INDEX "road_sign_placements_campaign_status_idx" ON "road_sign_placements" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "road_sign_placements_road_sign_idx" ON "road_sign_placements" USING btree ("road_sign_id");--> statement-breakpoint
CREATE INDEX "road_sign_placements_campaign_user_idx" ON "road_sign_placements" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "road_sign_events_placement_idx" ON "road_sign_events" USING btree ("placement_id","created_at");
