-- The subscriber list shows whether an address is blocked ('Geblokkeerd' with the mail
-- server's reply): a suppression added (a 5xx during a send, SQL by hand) or lifted is a
-- change of that list, announced on 'subscriber_changes' as a change of email_subscribers
-- is (0005). One notification per statement.
CREATE TRIGGER email_suppressions_notify AFTER INSERT OR UPDATE OR DELETE ON email_suppressions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_subscriber_change();
