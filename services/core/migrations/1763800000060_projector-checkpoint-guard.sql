-- Up Migration

-- A projection batch moves its checkpoint in the same transaction as its writes, and all
-- of them are sent together (projections/src/batchClient.ts), so nothing can look at the
-- UPDATE's row count before COMMIT is on its way. The batch passes the count here
-- instead: anything but one row moved raises, which aborts the transaction, and the
-- COMMIT sent behind it then rolls back. Events applied twice would be a bug; this makes
-- it an error instead of a silent double count.
CREATE FUNCTION projector.checkpoint_moved(moved bigint, projection text) RETURNS boolean
  LANGUAGE plpgsql AS $$
BEGIN
  IF moved <> 1 THEN
    RAISE EXCEPTION 'Checkpoint of % did not move: batch refused', projection;
  END IF;
  RETURN true;
END
$$;

-- Down Migration
DROP FUNCTION projector.checkpoint_moved(bigint, text);
