-- Public content of the brand site (SPEC §7 brand calls): introduction, facilities and rooms,
-- promotions, packages, notices, FAQ, category info, event pop-ups; SMS verification, the
-- message outbox and VOC (customer voice) registrations with attachments.
-- Every translated entity has a *_translations table keyed by lang_type; KOR always exists.

ALTER TABLE files ADD COLUMN visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'owner', 'private'));
-- 'owner' files (dividend statements) go only to their owner; 'private' ones (VOC attachments) to no one through downloads.
ALTER TABLE files ADD COLUMN owner_user_seq integer;
ALTER TABLE files ADD COLUMN alt_text text;

CREATE TABLE brand_intros (
  intro_seq    serial PRIMARY KEY,
  hotel_seq    integer NOT NULL UNIQUE REFERENCES hotels (hotel_seq) ON DELETE CASCADE,
  hero_file_seq integer REFERENCES files (file_seq),
  opened_on    date,
  total_rooms  integer CHECK (total_rooms >= 0),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE brand_intro_translations (
  intro_seq    integer NOT NULL REFERENCES brand_intros (intro_seq) ON DELETE CASCADE,
  lang_type    text NOT NULL CHECK (lang_type IN ('KOR','ENG','JAN','CHS','CHT','SPA','PTR','VI','TH','MN')),
  title        text NOT NULL,
  subtitle     text NOT NULL,
  description  text NOT NULL,
  highlights   jsonb NOT NULL DEFAULT '[]',   -- [{ "title": "...", "text": "..." }]
  PRIMARY KEY (intro_seq, lang_type)
);

-- Rooms are facilities of type 'room' (SPEC: facility types room and golf); dining, leisure and
-- wellness group the other facilities of a property.
CREATE TABLE facilities (
  facility_seq   serial PRIMARY KEY,
  hotel_seq      integer NOT NULL REFERENCES hotels (hotel_seq) ON DELETE CASCADE,
  facility_type  text NOT NULL CHECK (facility_type IN ('room', 'golf', 'dining', 'leisure', 'wellness')),
  sort_order     integer NOT NULL DEFAULT 0,
  size_m2        numeric(7,2),
  capacity_standard integer,
  capacity_max   integer,
  bed_type       text,
  check_in_time  text,
  check_out_time text,
  open_time      text,
  close_time     text,
  phone          text,
  is_active      boolean NOT NULL DEFAULT true,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX facilities_hotel_idx ON facilities (hotel_seq, facility_type, sort_order);
CREATE TABLE facility_translations (
  facility_seq  integer NOT NULL REFERENCES facilities (facility_seq) ON DELETE CASCADE,
  lang_type     text NOT NULL CHECK (lang_type IN ('KOR','ENG','JAN','CHS','CHT','SPA','PTR','VI','TH','MN')),
  name          text NOT NULL,
  summary       text NOT NULL,
  description   text NOT NULL,
  location      text,
  view          text,
  amenities     jsonb NOT NULL DEFAULT '[]',  -- ["...", ...]
  notes         jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (facility_seq, lang_type)
);
CREATE TABLE facility_images (
  facility_seq integer NOT NULL REFERENCES facilities (facility_seq) ON DELETE CASCADE,
  file_seq     integer NOT NULL REFERENCES files (file_seq),
  sort_order   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (facility_seq, file_seq)
);

-- Promotions and packages share one shape; kind tells them apart.
CREATE TABLE offers (
  offer_seq      serial PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('promotion', 'package')),
  hotel_seq      integer NOT NULL REFERENCES hotels (hotel_seq) ON DELETE CASCADE,
  sort_order     integer NOT NULL DEFAULT 0,
  sale_start     date NOT NULL,
  sale_end       date NOT NULL,
  stay_start     date NOT NULL,
  stay_end       date NOT NULL,
  price_from     integer CHECK (price_from >= 0),
  nights         integer NOT NULL DEFAULT 1 CHECK (nights >= 1),
  room_facility_seq integer REFERENCES facilities (facility_seq),
  is_active      boolean NOT NULL DEFAULT true,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (sale_end >= sale_start AND stay_end >= stay_start)
);
CREATE INDEX offers_hotel_idx ON offers (kind, hotel_seq, sort_order);
CREATE TABLE offer_translations (
  offer_seq   integer NOT NULL REFERENCES offers (offer_seq) ON DELETE CASCADE,
  lang_type   text NOT NULL CHECK (lang_type IN ('KOR','ENG','JAN','CHS','CHT','SPA','PTR','VI','TH','MN')),
  title       text NOT NULL,
  summary     text NOT NULL,
  description text NOT NULL,
  benefits    jsonb NOT NULL DEFAULT '[]',
  notes       jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (offer_seq, lang_type)
);
CREATE TABLE offer_images (
  offer_seq  integer NOT NULL REFERENCES offers (offer_seq) ON DELETE CASCADE,
  file_seq   integer NOT NULL REFERENCES files (file_seq),
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (offer_seq, file_seq)
);

-- Category info (SPEC §7 category_info/list): the categories of FAQs and of VOC inquiries.
CREATE TABLE categories (
  category_seq   serial PRIMARY KEY,
  category_type  text NOT NULL CHECK (category_type IN ('faq', 'voc')),
  category_key   text NOT NULL,
  sort_order     integer NOT NULL DEFAULT 0,
  UNIQUE (category_type, category_key)
);
CREATE TABLE category_translations (
  category_seq integer NOT NULL REFERENCES categories (category_seq) ON DELETE CASCADE,
  lang_type    text NOT NULL CHECK (lang_type IN ('KOR','ENG','JAN','CHS','CHT','SPA','PTR','VI','TH','MN')),
  name         text NOT NULL,
  PRIMARY KEY (category_seq, lang_type)
);

-- hotel_seq NULL: shown on every hotel's site.
CREATE TABLE notices (
  notice_seq  serial PRIMARY KEY,
  company_seq integer NOT NULL REFERENCES companies (company_seq),
  hotel_seq   integer REFERENCES hotels (hotel_seq) ON DELETE CASCADE,
  is_pinned   boolean NOT NULL DEFAULT false,
  posted_at   timestamptz NOT NULL,
  view_count  integer NOT NULL DEFAULT 0
);
CREATE INDEX notices_hotel_idx ON notices (company_seq, hotel_seq, posted_at DESC);
CREATE TABLE notice_translations (
  notice_seq integer NOT NULL REFERENCES notices (notice_seq) ON DELETE CASCADE,
  lang_type  text NOT NULL CHECK (lang_type IN ('KOR','ENG','JAN','CHS','CHT','SPA','PTR','VI','TH','MN')),
  title      text NOT NULL,
  content    text NOT NULL,
  PRIMARY KEY (notice_seq, lang_type)
);

CREATE TABLE faqs (
  faq_seq      serial PRIMARY KEY,
  company_seq  integer NOT NULL REFERENCES companies (company_seq),
  hotel_seq    integer REFERENCES hotels (hotel_seq) ON DELETE CASCADE,
  category_seq integer NOT NULL REFERENCES categories (category_seq),
  sort_order   integer NOT NULL DEFAULT 0
);
CREATE TABLE faq_translations (
  faq_seq   integer NOT NULL REFERENCES faqs (faq_seq) ON DELETE CASCADE,
  lang_type text NOT NULL CHECK (lang_type IN ('KOR','ENG','JAN','CHS','CHT','SPA','PTR','VI','TH','MN')),
  question  text NOT NULL,
  answer    text NOT NULL,
  PRIMARY KEY (faq_seq, lang_type)
);

CREATE TABLE event_popups (
  popup_seq   serial PRIMARY KEY,
  company_seq integer NOT NULL REFERENCES companies (company_seq),
  hotel_seq   integer REFERENCES hotels (hotel_seq) ON DELETE CASCADE,
  start_at    timestamptz NOT NULL,
  end_at      timestamptz NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  link_url    text,
  file_seq    integer REFERENCES files (file_seq),
  CHECK (end_at > start_at)
);
CREATE TABLE event_popup_translations (
  popup_seq integer NOT NULL REFERENCES event_popups (popup_seq) ON DELETE CASCADE,
  lang_type text NOT NULL CHECK (lang_type IN ('KOR','ENG','JAN','CHS','CHT','SPA','PTR','VI','TH','MN')),
  title     text NOT NULL,
  content   text NOT NULL,
  PRIMARY KEY (popup_seq, lang_type)
);

-- SMS verification (DESIGN §1): only a hash of the code is kept.
CREATE TABLE sms_verifications (
  verification_seq serial PRIMARY KEY,
  phone        text NOT NULL,
  code_hash    text NOT NULL,
  purpose      text NOT NULL DEFAULT 'voc',
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  verified_at  timestamptz,
  consumed_at  timestamptz
);
CREATE INDEX sms_verifications_phone_idx ON sms_verifications (phone, created_at DESC);

-- Messages that leave the system; without a configured provider this table is the outbox.
CREATE TABLE outbox (
  message_seq serial PRIMARY KEY,
  channel     text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient   text NOT NULL,
  subject     text,
  body        text NOT NULL,
  provider    text NOT NULL DEFAULT 'outbox',
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);

CREATE TABLE vocs (
  voc_seq        serial PRIMARY KEY,
  receipt_no     text NOT NULL UNIQUE,
  company_seq    integer NOT NULL REFERENCES companies (company_seq),
  hotel_seq      integer NOT NULL REFERENCES hotels (hotel_seq),
  category_seq   integer NOT NULL REFERENCES categories (category_seq),
  lang_type      text NOT NULL,
  name           text NOT NULL,
  phone          text NOT NULL,
  email          text NOT NULL,
  reply_method   text NOT NULL CHECK (reply_method IN ('email', 'sms', 'phone')),
  title          text NOT NULL,
  content        text NOT NULL,
  check_in       date,
  check_out      date,
  room_count     integer CHECK (room_count BETWEEN 1 AND 5),
  adults         integer CHECK (adults BETWEEN 0 AND 20),
  children       integer CHECK (children BETWEEN 0 AND 20),
  agree_privacy  boolean NOT NULL CHECK (agree_privacy),
  agree_marketing boolean NOT NULL DEFAULT false,
  phone_verified boolean NOT NULL DEFAULT false,
  status         text NOT NULL DEFAULT 'RECEIVED' CHECK (status IN ('RECEIVED', 'IN_PROGRESS', 'ANSWERED')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  -- PIPA: complaint records are kept 3 years, then deleted.
  retain_until   date NOT NULL,
  CHECK (check_out IS NULL OR check_in IS NULL OR check_out > check_in)
);
CREATE TABLE voc_attachments (
  voc_seq   integer NOT NULL REFERENCES vocs (voc_seq) ON DELETE CASCADE,
  file_seq  integer NOT NULL REFERENCES files (file_seq),
  PRIMARY KEY (voc_seq, file_seq)
);

-- Secrets the system makes for itself when configuration gives none (the token signing key),
-- shared by every api process through the database.
CREATE TABLE app_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
