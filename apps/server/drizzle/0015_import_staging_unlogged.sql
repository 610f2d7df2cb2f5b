-- Decision 0027: the import staging table holds nothing that must survive a crash (an interrupted
-- import reads its file again), so it is not WAL-logged, and no index is maintained while COPY fills it.
DROP INDEX "voter_import_staging_import_idx";--> statement-breakpoint
ALTER TABLE "voter_import_staging" SET UNLOGGED;
