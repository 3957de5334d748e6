-- Where a property is and how to get there (issue 29, point 2): its position (a map link opens it in
-- Kakao Map, Naver Map or Google Maps), check-in and check-out times, a map picture shipped with
-- the site (no tile server is reachable), and the ways there in each language.
CREATE TABLE hotel_locations (
  hotel_seq      integer PRIMARY KEY REFERENCES hotels (hotel_seq) ON DELETE CASCADE,
  latitude       numeric(9,6) NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude      numeric(9,6) NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  check_in_time  text NOT NULL CHECK (check_in_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  check_out_time text NOT NULL CHECK (check_out_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  map_file_seq   integer REFERENCES files (file_seq),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE hotel_location_translations (
  hotel_seq   integer NOT NULL REFERENCES hotel_locations (hotel_seq) ON DELETE CASCADE,
  lang_type   text NOT NULL CHECK (lang_type IN ('KOR','ENG','JAN','CHS','CHT','SPA','PTR','VI','TH','MN')),
  by_car      text NOT NULL,
  by_transit  text NOT NULL,
  airport     text NOT NULL,
  parking     text NOT NULL,
  map_alt     text NOT NULL,
  PRIMARY KEY (hotel_seq, lang_type)
);
-- A change shows on the pages at once (the content version, 004).
CREATE TRIGGER hotel_locations_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotel_locations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER hotel_location_translations_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotel_location_translations FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
