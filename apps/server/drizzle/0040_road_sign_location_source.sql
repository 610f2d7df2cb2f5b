-- Where a placement's position came from (docs/decisions/0054-mail-and-sign-records.md): the coordinates sent (the
-- phone's GPS or a tap on the map), the photo's EXIF GPS, the request's, or the voter file's household at a typed
-- address; and, when the phone and the photo both gave one, how far apart they were. Null on older placements.
ALTER TABLE "road_sign_placements" ADD COLUMN "location_source" text;
--> statement-breakpoint
ALTER TABLE "road_sign_placements" ADD COLUMN "location_gap_m" integer;
--> statement-breakpoint
ALTER TABLE "road_sign_placements" ADD CONSTRAINT "road_sign_placements_location_source_check" CHECK ("location_source" IN ('sent', 'photo', 'request', 'voter_file'));
