-- What every outreach channel shares: touches beyond door visits, the consent ledger, the campaign's phone numbers,
-- and the hours texts and calls may reach a voter (docs/decisions/0042-consent-and-touches.md).
CREATE TABLE "campaign_phone_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"provider_sid" text NOT NULL,
	"capabilities" jsonb NOT NULL,
	"purchased_by" uuid,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consent_current" (
	"campaign_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"contact_type" text NOT NULL,
	"voter_id" uuid,
	"opted_out" boolean NOT NULL,
	"event_id" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_current_campaign_id_channel_contact_pk" PRIMARY KEY("campaign_id","channel","contact")
);
--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"voter_id" uuid,
	"contact_type" text NOT NULL,
	"contact" text NOT NULL,
	"channel" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "touches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"contacted" boolean DEFAULT false NOT NULL,
	"source_id" uuid NOT NULL,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "texting_hours" jsonb DEFAULT '{"start":"08:00","end":"21:00"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "calling_hours" jsonb DEFAULT '{"start":"09:00","end":"21:00"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_phone_numbers" ADD CONSTRAINT "campaign_phone_numbers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_phone_numbers" ADD CONSTRAINT "campaign_phone_numbers_purchased_by_users_id_fk" FOREIGN KEY ("purchased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_current" ADD CONSTRAINT "consent_current_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_current" ADD CONSTRAINT "consent_current_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_current" ADD CONSTRAINT "consent_current_event_id_consent_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."consent_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touches" ADD CONSTRAINT "touches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touches" ADD CONSTRAINT "touches_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touches" ADD CONSTRAINT "touches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_phone_numbers_number_idx" ON "campaign_phone_numbers" USING btree ("phone_number") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "campaign_phone_numbers_campaign_idx" ON "campaign_phone_numbers" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "consent_current_voter_idx" ON "consent_current" USING btree ("campaign_id","voter_id");--> statement-breakpoint
CREATE INDEX "consent_events_contact_idx" ON "consent_events" USING btree ("campaign_id","contact","channel","created_at");--> statement-breakpoint
CREATE INDEX "consent_events_voter_idx" ON "consent_events" USING btree ("campaign_id","voter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "touches_source_voter_idx" ON "touches" USING btree ("source_id","voter_id");--> statement-breakpoint
CREATE INDEX "touches_campaign_time_idx" ON "touches" USING btree ("campaign_id","touched_at");--> statement-breakpoint
CREATE INDEX "touches_voter_time_idx" ON "touches" USING btree ("voter_id","touched_at");