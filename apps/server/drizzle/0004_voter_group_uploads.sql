CREATE TABLE "voter_group_uploads" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"file_path" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"unmatched" integer DEFAULT 0 NOT NULL,
	"unmatched_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "voter_group_uploads" ADD CONSTRAINT "voter_group_uploads_group_id_voter_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."voter_groups"("id") ON DELETE cascade ON UPDATE no action;