CREATE TABLE "data_generations" (
	"company_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_generations_company_id_table_name_pk" PRIMARY KEY("company_id","table_name")
);
--> statement-breakpoint
-- Read-cache generations (server/lib/readCache.ts): a transaction that changed trip legs raises its
-- company's counter once, at commit (a deferred constraint trigger, so the counter's row lock is
-- taken after every other lock of the transaction and cannot close a deadlock cycle).
-- Hand-written: keep it when migrations are regenerated or renumbered.
CREATE OR REPLACE FUNCTION foc_bump_generation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
  done text := coalesce(current_setting('foc.generations_bumped', true), '');
  k text := TG_TABLE_NAME || ':' || company::text;
BEGIN
  IF position(k IN done) > 0 THEN RETURN NULL; END IF;
  INSERT INTO data_generations (company_id, table_name, generation) VALUES (company, TG_TABLE_NAME, 1)
    ON CONFLICT (company_id, table_name) DO UPDATE SET generation = data_generations.generation + 1;
  -- moving a row to another company (never done) would also need the old one
  IF TG_OP = 'UPDATE' AND OLD.company_id <> NEW.company_id THEN
    INSERT INTO data_generations (company_id, table_name, generation) VALUES (OLD.company_id, TG_TABLE_NAME, 1)
      ON CONFLICT (company_id, table_name) DO UPDATE SET generation = data_generations.generation + 1;
  END IF;
  PERFORM set_config('foc.generations_bumped', done || k || ',', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER trip_legs_generation AFTER INSERT OR UPDATE OR DELETE ON trip_legs DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION foc_bump_generation();
