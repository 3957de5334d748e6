-- Owner inquiries (issue 13, point 2): the back office marks an inquiry it has taken up as in
-- progress before it answers; an owner may still withdraw it until the answer is written.
ALTER TABLE member_vocs DROP CONSTRAINT member_vocs_status_check;
ALTER TABLE member_vocs ADD CONSTRAINT member_vocs_status_check CHECK (status IN ('RECEIVED', 'IN_PROGRESS', 'ANSWERED'));
-- The membership services' affiliate-facility inquiry and the partner-facility booking inquiry
-- reach the same back-office queue as the owner's other inquiries, under their own categories
-- (docs/decisions.md, "Membership services and booking inquiry").
-- A fresh database gets them from the seed (server/db/seed-owners.ts), after the others; a database
-- that already holds categories gets them here.
INSERT INTO member_voc_categories (name, sort_order)
  SELECT name, sort_order FROM (VALUES ('제휴시설 예약', 90), ('숙박 예약', 91)) AS added (name, sort_order)
   WHERE EXISTS (SELECT 1 FROM member_voc_categories)
  ON CONFLICT (name) DO NOTHING;

-- An owner's inquiry may carry up to 3 files (the brand inquiry's limits); they are the owner's
-- files (files.visibility 'owner'), downloaded again only with the owner's token.
CREATE TABLE member_voc_attachments (
  voc_seq  integer NOT NULL REFERENCES member_vocs (voc_seq),
  file_seq integer NOT NULL REFERENCES files (file_seq),
  PRIMARY KEY (voc_seq, file_seq)
);

-- A notice may carry forms (a proxy form, a request form): files for the owners the notice speaks to
-- (files.visibility 'owner' without owner_user_seq; server/api/routes/files.ts).
CREATE TABLE member_notice_attachments (
  notice_seq integer NOT NULL REFERENCES member_notices (notice_seq),
  file_seq   integer NOT NULL REFERENCES files (file_seq),
  PRIMARY KEY (notice_seq, file_seq)
);
