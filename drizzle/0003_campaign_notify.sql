-- Every insert, update or delete of a campaign row is announced on the channel
-- 'campaign_changes' with the row's id, whatever wrote it (the admin, a confirmed
-- donation, or SQL by hand). The app's cache of the active campaign and the banner's
-- Server-Sent Events listen to it.
CREATE OR REPLACE FUNCTION notify_campaign_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('campaign_changes', json_build_object('id', COALESCE(NEW.id, OLD.id), 'op', TG_OP)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER campaigns_notify AFTER INSERT OR UPDATE OR DELETE ON campaigns
  FOR EACH ROW EXECUTE FUNCTION notify_campaign_change();
