-- Every change to email_subscribers is announced on 'subscriber_changes', whatever wrote
-- it (the admin, a CSV import, the unsubscribe link, SQL by hand): the admin's subscriber
-- list reloads live. One notification per statement, not per row,
-- so an import of 100,000 rows sends one.
CREATE OR REPLACE FUNCTION notify_subscriber_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('subscriber_changes', json_build_object('op', TG_OP)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER email_subscribers_notify AFTER INSERT OR UPDATE OR DELETE ON email_subscribers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_subscriber_change();
