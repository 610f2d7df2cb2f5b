-- A campaign's streets, the lines of the basemap Groundwork serves (docs/decisions/0059-served-basemap.md).
CREATE TABLE "streets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"road_class" text NOT NULL,
	"coordinates" jsonb NOT NULL,
	"min_lng" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	"max_lat" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "streets_box_idx" ON "streets" USING gist (box(point("min_lng", "min_lat"), point("max_lng", "max_lat")));
--> statement-breakpoint
CREATE INDEX "streets_campaign_idx" ON "streets" USING btree ("campaign_id");
--> statement-breakpoint
CREATE TABLE "street_sources" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	"skipped" integer NOT NULL,
	"west" double precision NOT NULL,
	"south" double precision NOT NULL,
	"east" double precision NOT NULL,
	"north" double precision NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "street_sources" ADD CONSTRAINT "street_sources_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
