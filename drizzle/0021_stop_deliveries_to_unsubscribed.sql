-- A newsletter delivery still waiting (queued and not claimed: a new send in progress, or
-- a retry after a temporary failure, which may wait up to two days) is not sent to an
-- address that unsubscribes or lands on the suppression list in the meantime. Whatever
-- path changes the subscriber or adds the suppression (the unsubscribe link, the admin,
-- 'Mijn giften', the sender's own 5xx handling), the database stops the row.
CREATE FUNCTION stop_deliveries_to(address text, reason text) RETURNS void
LANGUAGE sql AS $$
  UPDATE newsletter_deliveries
     SET status = 'failed', last_error = reason, not_before = NULL, retry_until = NULL,
         updated_at = now()
   WHERE lower(email) = lower(address) AND status = 'queued' AND claim_token IS NULL;
$$;--> statement-breakpoint
CREATE FUNCTION stop_deliveries_on_unsubscribe() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stop_deliveries_to(NEW.email, 'Afgemeld');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER email_subscribers_stop_deliveries
  AFTER UPDATE OF subscribed ON email_subscribers
  FOR EACH ROW WHEN (OLD.subscribed AND NOT NEW.subscribed)
  EXECUTE FUNCTION stop_deliveries_on_unsubscribe();--> statement-breakpoint
CREATE FUNCTION stop_deliveries_on_suppression() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stop_deliveries_to(NEW.email, 'Geblokkeerd: ' || NEW.reason);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER email_suppressions_stop_deliveries
  AFTER INSERT ON email_suppressions
  FOR EACH ROW EXECUTE FUNCTION stop_deliveries_on_suppression();
