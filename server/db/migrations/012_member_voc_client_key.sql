-- An owner's inquiry that can be retried (issue 25, point 3): the portal's form makes a key once per
-- inquiry and sends it again with every retry; a second write with the same key is the same
-- inquiry and answers the one already saved instead of saving it twice. Keys are the owner's own:
-- another owner's key is another inquiry.
ALTER TABLE member_vocs ADD COLUMN client_key text;
CREATE UNIQUE INDEX member_vocs_client_key_idx ON member_vocs (user_seq, client_key) WHERE client_key IS NOT NULL;
