-- Up Migration

-- Trigram indexes serve the admin lists' "contains" search (LIKE '%text%') without
-- reading every row; the bookings read model indexes its search column with it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Down Migration
DROP EXTENSION IF EXISTS pg_trgm;
