-- A session slides forward while it is used, but never lives longer than 30 days from sign-in,
-- whatever code path extends it.
CREATE FUNCTION "cap_session_lifetime"() RETURNS trigger AS $$
BEGIN
  NEW.expires_at := LEAST(NEW.expires_at, OLD.created_at + interval '30 days');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "session_absolute_lifetime"
BEFORE UPDATE OF "expires_at" ON "session"
FOR EACH ROW EXECUTE FUNCTION "cap_session_lifetime"();
