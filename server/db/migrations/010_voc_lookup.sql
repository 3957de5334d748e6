-- The inquiry lookup (issue 15, point 7): a visitor reads the status and the answer of an inquiry
-- by its receipt number after a code texted to the number it was registered with. The answer is
-- written by the back office; a lookup code is an sms_verifications row of purpose 'voc_lookup'
-- naming its inquiry (the registration's codes stay purpose 'voc', voc_seq NULL), so the 60 s
-- resend wait, the 5 checks per code and the retention of codes apply to both alike.
ALTER TABLE vocs ADD COLUMN answer text;
ALTER TABLE vocs ADD COLUMN answered_at timestamptz;
ALTER TABLE sms_verifications ADD COLUMN voc_seq integer REFERENCES vocs (voc_seq) ON DELETE CASCADE;
ALTER TABLE sms_verifications ADD CONSTRAINT sms_verifications_purpose_check CHECK (purpose IN ('voc', 'voc_lookup') AND (purpose = 'voc_lookup') = (voc_seq IS NOT NULL));
CREATE INDEX sms_verifications_voc_idx ON sms_verifications (voc_seq, created_at DESC) WHERE voc_seq IS NOT NULL;
