-- An address that was not a subscriber (a donor, an address on a custom list) and uses its
-- unsubscribe link is stored as a new email_subscribers row with subscribed = false. Its
-- deliveries still waiting are stopped as for a subscriber who unsubscribes (0021), so
-- the trigger fires on such an insert too.
CREATE TRIGGER email_subscribers_stop_deliveries_on_insert
  AFTER INSERT ON email_subscribers
  FOR EACH ROW WHEN (NOT NEW.subscribed)
  EXECUTE FUNCTION stop_deliveries_on_unsubscribe();
