-- Companies, hotels (brand, properties, test), their translated fields, stored files, logos
-- and terms: what /brand/branding/main and /brand/branding/term/list read.

CREATE TABLE companies (
  company_seq   integer PRIMARY KEY,
  company_name  text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE hotels (
  hotel_seq              integer PRIMARY KEY,
  company_seq            integer NOT NULL REFERENCES companies (company_seq),
  kind                   text NOT NULL CHECK (kind IN ('brand', 'property', 'test')),
  hotel_name             text NOT NULL,
  hotel_name_en          text NOT NULL,
  hotel_address          text NOT NULL,
  booking_hotel_code     text NOT NULL,
  owner_hotel_code       integer UNIQUE,
  hotel_color            text NOT NULL CHECK (hotel_color ~ '^#[0-9A-Fa-f]{6}$'),
  main_tel               text,
  main_email             text,
  fax_number             text,
  main_name              text NOT NULL,
  business_registration  text NOT NULL,
  mail_order_report      text,
  instagram              text,
  facebook               text,
  youtube                text,
  kakao                  text,
  sort_order             integer NOT NULL DEFAULT 0,
  updated_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hotels_company_idx ON hotels (company_seq, sort_order);

-- The ten interface languages of SPEC §1; content exists in KOR and falls back to it.
CREATE TABLE hotel_translations (
  hotel_seq      integer NOT NULL REFERENCES hotels (hotel_seq) ON DELETE CASCADE,
  lang_type      text NOT NULL CHECK (lang_type IN ('KOR','ENG','JAN','CHS','CHT','SPA','PTR','VI','TH','MN')),
  hotel_address  text,
  main_name      text,
  PRIMARY KEY (hotel_seq, lang_type)
);

-- Stored files served at /crs/download/100/100/{file_path}{file_name}.
CREATE TABLE files (
  file_seq      serial PRIMARY KEY,
  file_path     text NOT NULL CHECK (file_path ~ '^([a-z0-9_-]+/)+$'),
  file_name     text NOT NULL CHECK (file_name ~ '^[A-Za-z0-9_.-]+$' AND file_name NOT LIKE '.%'),
  content_type  text NOT NULL,
  byte_size     integer NOT NULL CHECK (byte_size >= 0),
  content       bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (file_path, file_name)
);

CREATE TABLE hotel_logo_files (
  hotel_seq   integer NOT NULL REFERENCES hotels (hotel_seq) ON DELETE CASCADE,
  file_seq    integer NOT NULL REFERENCES files (file_seq),
  sort_order  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (hotel_seq, file_seq)
);

-- hotel_seq NULL: a term of the whole company, shown on every hotel's site.
CREATE TABLE terms (
  term_seq        serial PRIMARY KEY,
  company_seq     integer NOT NULL REFERENCES companies (company_seq),
  hotel_seq       integer REFERENCES hotels (hotel_seq) ON DELETE CASCADE,
  term_key        text NOT NULL,
  sort_order      integer NOT NULL DEFAULT 0,
  effective_date  date NOT NULL,
  UNIQUE (company_seq, hotel_seq, term_key)
);

CREATE TABLE term_translations (
  term_seq   integer NOT NULL REFERENCES terms (term_seq) ON DELETE CASCADE,
  lang_type  text NOT NULL CHECK (lang_type IN ('KOR','ENG','JAN','CHS','CHT','SPA','PTR','VI','TH','MN')),
  title      text NOT NULL,
  content    text NOT NULL,
  PRIMARY KEY (term_seq, lang_type)
);

-- Which versions of the demo seed a database has received, so a restart never re-seeds.
CREATE TABLE seed_runs (
  name        text PRIMARY KEY,
  applied_at  timestamptz NOT NULL DEFAULT now()
);
