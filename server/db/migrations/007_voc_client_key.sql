-- Inquiry registration that can be retried (issue 11, point 5): the form sends a key of its own
-- with each inquiry; a second registration with the same key is the same inquiry, and answers the
-- receipt of the first instead of failing on the phone verification it already used.
ALTER TABLE vocs ADD COLUMN client_key text;
CREATE UNIQUE INDEX vocs_client_key_idx ON vocs (client_key) WHERE client_key IS NOT NULL;
