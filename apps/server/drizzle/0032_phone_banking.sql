-- Phone banking: call campaigns and callers, the recipient snapshot with its claims, call results, call sessions,
-- the campaign's calling account and the simulator's calls (docs/decisions/0044-phone-banking.md, 0045-voice.md).
CREATE TABLE "phone_banking_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE cascade,
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"owner_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"name" text NOT NULL,
	"description" text,
	"script" text NOT NULL,
	"creation_method" text DEFAULT 'Created' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"filter_params" jsonb NOT NULL,
	"voter_group_id" uuid REFERENCES "voter_groups"("id") ON DELETE set null,
	"survey_id" uuid REFERENCES "surveys"("id") ON DELETE set null,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "phone_banking_campaigns_campaign_idx" ON "phone_banking_campaigns" ("campaign_id");
--> statement-breakpoint
CREATE TABLE "phone_banking_callers" (
	"phone_banking_campaign_id" uuid NOT NULL REFERENCES "phone_banking_campaigns"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "phone_banking_callers_phone_banking_campaign_id_user_id_pk" PRIMARY KEY("phone_banking_campaign_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "phone_banking_callers_user_idx" ON "phone_banking_callers" ("user_id");
--> statement-breakpoint
CREATE TABLE "call_recipients" (
	"phone_banking_campaign_id" uuid NOT NULL REFERENCES "phone_banking_campaigns"("id") ON DELETE cascade,
	"voter_id" uuid NOT NULL REFERENCES "voters"("id") ON DELETE cascade,
	"campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE cascade,
	"phone" text NOT NULL,
	"claimed_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"claim_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_result" text,
	"last_caller_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"last_called_at" timestamp with time zone,
	"next_call_after" timestamp with time zone,
	"done" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_recipients_phone_banking_campaign_id_voter_id_pk" PRIMARY KEY("phone_banking_campaign_id","voter_id")
);
--> statement-breakpoint
CREATE INDEX "call_recipients_queue_idx" ON "call_recipients" ("phone_banking_campaign_id",coalesce("claim_expires_at", 'epoch'::timestamptz)) WHERE done = false;
--> statement-breakpoint
CREATE INDEX "call_recipients_updated_idx" ON "call_recipients" ("phone_banking_campaign_id","updated_at");
--> statement-breakpoint
CREATE INDEX "call_recipients_phone_idx" ON "call_recipients" ("campaign_id","phone");
--> statement-breakpoint
CREATE TABLE "call_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE cascade,
	"phone_banking_campaign_id" uuid NOT NULL REFERENCES "phone_banking_campaigns"("id") ON DELETE cascade,
	"voter_id" uuid NOT NULL REFERENCES "voters"("id") ON DELETE cascade,
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"call_result" text NOT NULL,
	"call_notes" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"call_duration" integer DEFAULT 0 NOT NULL,
	"call_start_time" timestamp with time zone NOT NULL,
	"call_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "call_results_replay_idx" ON "call_results" ("phone_banking_campaign_id","voter_id","user_id","call_start_time");
--> statement-breakpoint
CREATE INDEX "call_results_campaign_time_idx" ON "call_results" ("campaign_id","created_at");
--> statement-breakpoint
CREATE INDEX "call_results_pb_time_idx" ON "call_results" ("phone_banking_campaign_id","created_at");
--> statement-breakpoint
CREATE TABLE "call_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE cascade,
	"phone_banking_campaign_id" uuid NOT NULL REFERENCES "phone_banking_campaigns"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"mode" text NOT NULL,
	"from_number" text,
	"volunteer_phone" text,
	"provider_call_sid" text,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "call_sessions_user_idx" ON "call_sessions" ("campaign_id","user_id","status");
--> statement-breakpoint
CREATE INDEX "call_sessions_provider_idx" ON "call_sessions" ("provider_call_sid");
--> statement-breakpoint
CREATE TABLE "telephony_accounts" (
	"campaign_id" uuid PRIMARY KEY NOT NULL REFERENCES "campaigns"("id") ON DELETE cascade,
	"account_sid" text NOT NULL,
	"status" text NOT NULL,
	"auth_token_sealed" text,
	"api_key_sid" text,
	"api_key_secret_sealed" text,
	"twiml_app_sid" text,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_calls" (
	"sid" text PRIMARY KEY NOT NULL,
	"account_sid" text,
	"parent_call_sid" text,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"url" text,
	"status_callback" text,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "simulated_calls_to_idx" ON "simulated_calls" ("to_number","created_at");
