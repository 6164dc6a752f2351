-- The accounts are append-only (DESIGN.md, "Money"): an issued bill, a note, a payment and a ledger entry are
-- never changed or removed; a correction is a new document. The database holds the rule, whatever code runs.
CREATE FUNCTION refuse_accounts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or deleted: issue a correcting document instead', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_accounts_change();
--> statement-breakpoint
CREATE TRIGGER bills_append_only BEFORE UPDATE OR DELETE ON bills
  FOR EACH ROW EXECUTE FUNCTION refuse_accounts_change();
--> statement-breakpoint
CREATE TRIGGER bill_notes_append_only BEFORE UPDATE OR DELETE ON bill_notes
  FOR EACH ROW EXECUTE FUNCTION refuse_accounts_change();
--> statement-breakpoint
CREATE TRIGGER dues_payments_append_only BEFORE UPDATE OR DELETE ON dues_payments
  FOR EACH ROW EXECUTE FUNCTION refuse_accounts_change();
