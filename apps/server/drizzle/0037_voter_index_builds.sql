-- The index builds and key validations a bulk voter load leaves for after its commit (docs/decisions/
-- 0027-voter-import-speed.md, fourth round): one row per index to build or foreign key to validate,
-- written in the load's transaction, deleted in the transaction that builds it. A process killed mid-build
-- leaves the row (its transaction rolls back): whoever runs the builds next finishes it.
CREATE TABLE "voter_index_builds" (
  "name" text PRIMARY KEY NOT NULL,
  "kind" text NOT NULL,
  "table_name" text NOT NULL,
  "definition" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
