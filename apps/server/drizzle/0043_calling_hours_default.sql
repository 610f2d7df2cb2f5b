-- New campaigns call voters 08:00–21:00 in their own time zone, as they text them (issue 33 item 4,
-- docs/decisions/0062-contact-hours-up-front.md). Existing campaigns keep the hours they have.
ALTER TABLE "campaigns" ALTER COLUMN "calling_hours" SET DEFAULT '{"start":"08:00","end":"21:00"}'::jsonb;
