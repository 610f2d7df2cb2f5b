-- Decision 0027: each import stages its rows in a table of its own (created and dropped by the import,
-- typed, unlogged), so the shared staging table goes.
DROP TABLE "voter_import_staging";
