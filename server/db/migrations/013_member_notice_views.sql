-- A notice's view count counts owners, not requests (issue 25, point 8): one owner moved a view
-- count from 163 to 1,174 in ten seconds by asking again and again. A view counts once per owner
-- per notice per Seoul day. One row per (notice, owner) holds the last day it counted, so the
-- table never grows beyond notices × owners and needs no purge; the day is the API's Seoul date
-- (contracts/seoul-clock.ts), never the database's clock.
CREATE TABLE member_notice_views (
  notice_seq integer NOT NULL REFERENCES member_notices (notice_seq) ON DELETE CASCADE,
  user_seq   integer NOT NULL REFERENCES users (user_seq) ON DELETE CASCADE,
  viewed_on  date NOT NULL,
  PRIMARY KEY (notice_seq, user_seq)
);
