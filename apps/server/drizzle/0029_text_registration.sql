-- Texting registration (A2P 10DLC): one sender and one message campaign per campaign, with their vetting, and the
-- webhook address each bought number points at (docs/decisions/0040-text-registration.md).
CREATE TABLE "text_registrations" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"sender" jsonb NOT NULL,
	"brand_sid" text NOT NULL,
	"brand_status" text NOT NULL,
	"brand_failure_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand_submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"brand_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_campaign" jsonb,
	"messaging_campaign_sid" text,
	"messaging_campaign_status" text,
	"messaging_failure_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"messaging_submitted_at" timestamp with time zone,
	"messaging_updated_at" timestamp with time zone,
	"submitted_by" uuid,
	CONSTRAINT "text_registrations_brand_status_check" CHECK ("brand_status" in ('PENDING', 'APPROVED', 'FAILED')),
	CONSTRAINT "text_registrations_messaging_status_check" CHECK ("messaging_campaign_status" in ('PENDING', 'APPROVED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "text_registrations" ADD CONSTRAINT "text_registrations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_registrations" ADD CONSTRAINT "text_registrations_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_phone_numbers" ADD COLUMN "sms_url" text;
