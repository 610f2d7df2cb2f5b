-- The telephony simulator's state and the Twilio webhooks' seen events (docs/decisions/0039-telephony.md).
CREATE TABLE "telephony_webhook_events" (
	"message_sid" text NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telephony_webhook_events_pk" PRIMARY KEY ("message_sid", "event")
);
--> statement-breakpoint
CREATE TABLE "simulated_numbers" (
	"sid" text PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"sms_url" text,
	"voice_url" text,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_numbers_phone_number_unique" UNIQUE ("phone_number")
);
--> statement-breakpoint
CREATE TABLE "simulated_messages" (
	"sid" text PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"error_code" integer,
	"status_callback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "simulated_messages_from_idx" ON "simulated_messages" ("from_number", "created_at");
--> statement-breakpoint
CREATE INDEX "simulated_messages_to_idx" ON "simulated_messages" ("to_number", "created_at");
--> statement-breakpoint
CREATE TABLE "simulated_registrations" (
	"sid" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_sid" text,
	"data" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"failure_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vetted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_resources" (
	"sid" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_sid" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
