-- Trigram indexes make `q` searches (ILIKE '%term%') use an index instead of a full scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
