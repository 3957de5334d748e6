-- Access tokens that can be taken back (issue 11, point 7; OWASP ASVS 5.0 §7.4, NIST SP 800-63B §7.1).
-- token_version: every token carries the version of its user when it was issued; deactivating
-- the user or changing the password moves it, so every earlier token stops working at once.
-- revoked_tokens: a log-out revokes that one token (its jti) until it would have expired anyway.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 1;

-- (One line per statement: server/db/migrate.ts splits statements at a ';' ending a line.)
CREATE FUNCTION users_token_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF (OLD.is_active AND NOT NEW.is_active) OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN NEW.token_version := OLD.token_version + 1; END IF; RETURN NEW; END $$;

CREATE TRIGGER users_token_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION users_token_version();

CREATE TABLE revoked_tokens (
  jti        text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);
