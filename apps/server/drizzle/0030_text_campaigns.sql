-- Peer-to-peer text campaigns: campaigns, texters, the recipient snapshot with its claims, messages in and out,
-- and landlines (docs/decisions/0041-text-campaigns.md).
CREATE TABLE "text_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"message" text NOT NULL,
	"creation_method" text DEFAULT 'Created' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"filter_params" jsonb NOT NULL,
	"voter_group_id" uuid,
	"quick_replies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"survey_id" uuid,
	"help_text" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_campaign_texters" (
	"text_campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "text_campaign_texters_text_campaign_id_user_id_pk" PRIMARY KEY("text_campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "text_recipients" (
	"text_campaign_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"claimed_by" uuid,
	"claim_expires_at" timestamp with time zone,
	"texter_id" uuid,
	"first_message_id" uuid,
	"last_status" text,
	"from_number" text,
	"replied" boolean DEFAULT false NOT NULL,
	"unread" boolean DEFAULT false NOT NULL,
	"last_message_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_recipients_text_campaign_id_voter_id_pk" PRIMARY KEY("text_campaign_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"text_campaign_id" uuid,
	"voter_id" uuid,
	"direction" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"error_code" integer,
	"provider_sid" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_landlines" (
	"campaign_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_landlines_campaign_id_phone_pk" PRIMARY KEY("campaign_id","phone")
);
--> statement-breakpoint
ALTER TABLE "text_campaigns" ADD CONSTRAINT "text_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_campaigns" ADD CONSTRAINT "text_campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_campaigns" ADD CONSTRAINT "text_campaigns_voter_group_id_voter_groups_id_fk" FOREIGN KEY ("voter_group_id") REFERENCES "public"."voter_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_campaigns" ADD CONSTRAINT "text_campaigns_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_campaign_texters" ADD CONSTRAINT "text_campaign_texters_text_campaign_id_text_campaigns_id_fk" FOREIGN KEY ("text_campaign_id") REFERENCES "public"."text_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_campaign_texters" ADD CONSTRAINT "text_campaign_texters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_recipients" ADD CONSTRAINT "text_recipients_text_campaign_id_text_campaigns_id_fk" FOREIGN KEY ("text_campaign_id") REFERENCES "public"."text_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_recipients" ADD CONSTRAINT "text_recipients_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_recipients" ADD CONSTRAINT "text_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_recipients" ADD CONSTRAINT "text_recipients_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_recipients" ADD CONSTRAINT "text_recipients_texter_id_users_id_fk" FOREIGN KEY ("texter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_text_campaign_id_text_campaigns_id_fk" FOREIGN KEY ("text_campaign_id") REFERENCES "public"."text_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_voter_id_voters_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."voters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_landlines" ADD CONSTRAINT "text_landlines_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_campaigns_campaign_idx" ON "text_campaigns" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "text_campaign_texters_user_idx" ON "text_campaign_texters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "text_recipients_claimable_idx" ON "text_recipients" USING btree ("text_campaign_id",coalesce("claim_expires_at", 'epoch'::timestamptz)) WHERE first_message_id is null;--> statement-breakpoint
CREATE INDEX "text_recipients_conversation_idx" ON "text_recipients" USING btree ("campaign_id","from_number","phone");--> statement-breakpoint
CREATE INDEX "text_recipients_updated_idx" ON "text_recipients" USING btree ("text_campaign_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_sid_idx" ON "text_messages" USING btree ("provider_sid");--> statement-breakpoint
CREATE INDEX "text_messages_conversation_idx" ON "text_messages" USING btree ("text_campaign_id","voter_id","created_at");--> statement-breakpoint
CREATE INDEX "text_messages_campaign_idx" ON "text_messages" USING btree ("campaign_id","created_at");
