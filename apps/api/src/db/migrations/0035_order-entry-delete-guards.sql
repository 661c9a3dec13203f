-- The order entries lost their foreign keys in 0034 (a key checks each of an entire-company order's 100,000 entries
-- by itself). What the keys did when a row they point at is deleted stays, done once per deleted row, never per entry
-- written: an order deleted takes its entries with it (the order key was `on delete cascade`), and a person with
-- order entries cannot be deleted (the person key was `on delete restrict`: 23001, answered 409 `referenced`).
CREATE FUNCTION payroll_order_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM payroll_order_recipients WHERE order_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER payroll_order_deleted AFTER DELETE ON payroll_orders
  FOR EACH ROW EXECUTE FUNCTION payroll_order_deleted();
--> statement-breakpoint
CREATE FUNCTION person_with_order_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM payroll_order_recipients WHERE user_id = OLD.id) THEN
    RAISE EXCEPTION 'person % has payroll order entries', OLD.id
      USING ERRCODE = 'restrict_violation', TABLE = 'payroll_order_recipients';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER person_with_order_entries BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION person_with_order_entries();
