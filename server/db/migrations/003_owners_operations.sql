-- The owner side (DOMAIN.md): users and their units, daily operations, monthly revenue and
-- cost lines, month closings, owner distributions, dividends, management fees, tax invoices,
-- earnings, incentives, owner notices and VOC, events, reservations.

CREATE TABLE users (
  user_seq      serial PRIMARY KEY,
  login_id      text NOT NULL UNIQUE,
  password_hash text NOT NULL,              -- argon2id, PHC string format
  user_type     text NOT NULL CHECK (user_type IN ('MEMBERSHIP', 'GENERAL')),
  user_name     text NOT NULL,
  hotel_code    integer,                    -- 13 Sokcho, 14 Naksan, 15 Gyeongju (owners)
  phone         text,
  email         text,
  is_active     boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- A room unit of a property, sold to owners; share_ratio is its part of the owners' pool.
CREATE TABLE room_units (
  unit_seq     serial PRIMARY KEY,
  hotel_seq    integer NOT NULL REFERENCES hotels (hotel_seq),
  room_no      text NOT NULL,
  room_type    text NOT NULL,
  area_m2      numeric(7,2) NOT NULL,
  share_ratio  numeric(12,10) NOT NULL CHECK (share_ratio > 0 AND share_ratio <= 1),
  UNIQUE (hotel_seq, room_no)
);

-- A member number (회원번호): one owner's contract for one unit.
CREATE TABLE members (
  member_no       text PRIMARY KEY,
  user_seq        integer NOT NULL REFERENCES users (user_seq),
  unit_seq        integer NOT NULL UNIQUE REFERENCES room_units (unit_seq),
  contract_start  date NOT NULL,
  contract_end    date,
  bank_name       text,
  bank_account    text,                     -- stored masked: the full number is the bank's
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX members_user_idx ON members (user_seq);

-- SPEC §3 daily row. occRate, adr and revPar are derived (server/api/domain/kpi.ts).
CREATE TABLE daily_operations (
  hotel_seq        integer NOT NULL REFERENCES hotels (hotel_seq),
  sale_date        date NOT NULL,
  sales_available  integer NOT NULL CHECK (sales_available >= 0),
  occ_rooms        integer NOT NULL CHECK (occ_rooms >= 0),
  day_use          integer NOT NULL CHECK (day_use >= 0),
  oooo_rooms       integer NOT NULL CHECK (oooo_rooms >= 0),
  hous_rooms       integer NOT NULL CHECK (hous_rooms >= 0),
  comp_rooms       integer NOT NULL CHECK (comp_rooms >= 0),
  stay             integer NOT NULL CHECK (stay >= 0),
  exp_arrv_rooms   integer NOT NULL CHECK (exp_arrv_rooms >= 0),
  exp_dept_rooms   integer NOT NULL CHECK (exp_dept_rooms >= 0),
  vacant           integer NOT NULL CHECK (vacant >= 0),
  room_fee         bigint NOT NULL CHECK (room_fee >= 0),
  PRIMARY KEY (hotel_seq, sale_date)
);

CREATE TABLE property_settings (
  hotel_seq          integer PRIMARY KEY REFERENCES hotels (hotel_seq),
  total_rooms        integer NOT NULL,
  owner_pool_ratio   numeric(5,4) NOT NULL CHECK (owner_pool_ratio > 0 AND owner_pool_ratio <= 1),
  management_fee_per_m2 integer NOT NULL
);

-- std_month is 'YYYYMM' everywhere on the owner side (SPEC §3 tax closing rows).
CREATE TABLE monthly_revenue_lines (
  hotel_seq  integer NOT NULL REFERENCES hotels (hotel_seq),
  std_month  text NOT NULL CHECK (std_month ~ '^[0-9]{4}(0[1-9]|1[0-2])$'),
  line_key   text NOT NULL CHECK (line_key IN ('room', 'fnb', 'facility', 'other')),
  amount     bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (hotel_seq, std_month, line_key)
);
CREATE TABLE monthly_cost_lines (
  hotel_seq  integer NOT NULL REFERENCES hotels (hotel_seq),
  std_month  text NOT NULL CHECK (std_month ~ '^[0-9]{4}(0[1-9]|1[0-2])$'),
  line_key   text NOT NULL CHECK (line_key IN ('labor', 'utilities', 'supplies', 'laundry', 'repairs', 'commissions', 'card_fees', 'marketing', 'insurance', 'property_tax', 'management_fee', 'ffe_reserve')),
  amount     bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (hotel_seq, std_month, line_key)
);

-- A month is final once closed (DOMAIN: profit fix). Corrections after closing are adjustments.
CREATE TABLE month_closings (
  hotel_seq  integer NOT NULL REFERENCES hotels (hotel_seq),
  std_month  text NOT NULL CHECK (std_month ~ '^[0-9]{4}(0[1-9]|1[0-2])$'),
  closed_at  timestamptz NOT NULL,
  PRIMARY KEY (hotel_seq, std_month)
);
CREATE TABLE profit_adjustments (
  adjustment_seq serial PRIMARY KEY,
  hotel_seq  integer NOT NULL REFERENCES hotels (hotel_seq),
  std_month  text NOT NULL,
  amount     bigint NOT NULL,
  reason     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What each member was paid for a month: distribution from the P&L less the management fee.
CREATE TABLE earnings (
  member_no       text NOT NULL REFERENCES members (member_no),
  std_month       text NOT NULL CHECK (std_month ~ '^[0-9]{4}(0[1-9]|1[0-2])$'),
  distribution    bigint NOT NULL,
  management_fee  bigint NOT NULL,
  net_amount      bigint NOT NULL,
  paid_on         date,
  PRIMARY KEY (member_no, std_month)
);

CREATE TABLE management_fees (
  member_no  text NOT NULL REFERENCES members (member_no),
  std_month  text NOT NULL CHECK (std_month ~ '^[0-9]{4}(0[1-9]|1[0-2])$'),
  common_fee bigint NOT NULL,
  utility_fee bigint NOT NULL,
  reserve_fee bigint NOT NULL,
  PRIMARY KEY (member_no, std_month)
);

-- Dividend statements (배당) in the board's data room, one document per member and quarter.
CREATE TABLE dividends (
  dividend_seq serial PRIMARY KEY,
  member_no    text NOT NULL REFERENCES members (member_no),
  period       text NOT NULL CHECK (period ~ '^[0-9]{4}Q[1-4]$'),
  amount       bigint NOT NULL,
  paid_on      date NOT NULL,
  file_seq     integer REFERENCES files (file_seq),
  UNIQUE (member_no, period)
);

CREATE TABLE tax_invoices (
  invoice_seq     serial PRIMARY KEY,
  member_no       text NOT NULL REFERENCES members (member_no),
  std_month       text NOT NULL CHECK (std_month ~ '^[0-9]{4}(0[1-9]|1[0-2])$'),
  supply_amount   bigint NOT NULL,
  vat_amount      bigint NOT NULL,
  issue_date      date,
  nts_approval_no text,
  status          text NOT NULL CHECK (status IN ('DRAFT', 'ISSUED')),
  close_yn        text NOT NULL DEFAULT 'N' CHECK (close_yn IN ('Y', 'N')),
  UNIQUE (member_no, std_month)
);

-- The owner's details as the supplier on reverse-issued tax invoices (역발행).
CREATE TABLE owner_tax_profiles (
  user_seq              integer PRIMARY KEY REFERENCES users (user_seq),
  business_registration text NOT NULL,
  trade_name            text NOT NULL,
  representative        text NOT NULL,
  invoice_email         text NOT NULL,
  updated_at            timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE incentives (
  incentive_seq  serial PRIMARY KEY,
  member_no      text NOT NULL REFERENCES members (member_no),
  incentive_type text NOT NULL CHECK (incentive_type IN ('UNUSED_STAY', 'REFERRAL', 'OCCUPANCY')),
  period_start   date NOT NULL,
  period_end     date NOT NULL,
  amount         bigint NOT NULL CHECK (amount >= 0),
  paid_on        date,
  note           text
);

CREATE TABLE owner_reservations (
  reservation_seq serial PRIMARY KEY,
  reservation_no  text NOT NULL UNIQUE,
  member_no       text NOT NULL REFERENCES members (member_no),
  room_type       text NOT NULL,
  check_in        date NOT NULL,
  check_out       date NOT NULL,
  adults          integer NOT NULL,
  children        integer NOT NULL DEFAULT 0,
  status          text NOT NULL CHECK (status IN ('CONFIRMED', 'COMPLETED', 'CANCELLED')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (check_out > check_in)
);

-- Affiliate (partner) facility bookings made with membership benefits.
CREATE TABLE facility_reservations (
  reservation_seq serial PRIMARY KEY,
  member_no      text NOT NULL REFERENCES members (member_no),
  facility_name  text NOT NULL,
  facility_type  text NOT NULL CHECK (facility_type IN ('golf', 'spa', 'dining', 'leisure')),
  use_date       date NOT NULL,
  use_time       text NOT NULL,
  people         integer NOT NULL CHECK (people BETWEEN 1 AND 20),
  status         text NOT NULL CHECK (status IN ('REQUESTED', 'CONFIRMED', 'CANCELLED', 'USED')),
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- Owner notices (Korean only: notice/detail forces KOR); hotel_seq NULL: every property.
CREATE TABLE member_notices (
  notice_seq  serial PRIMARY KEY,
  hotel_seq   integer REFERENCES hotels (hotel_seq),
  title       text NOT NULL,
  content     text NOT NULL,
  is_pinned   boolean NOT NULL DEFAULT false,
  posted_at   timestamptz NOT NULL,
  view_count  integer NOT NULL DEFAULT 0
);

CREATE TABLE member_events (
  event_seq   serial PRIMARY KEY,
  hotel_seq   integer REFERENCES hotels (hotel_seq),
  title       text NOT NULL,
  content     text NOT NULL,
  start_date  date NOT NULL,
  end_date    date NOT NULL,
  file_seq    integer REFERENCES files (file_seq)
);

CREATE TABLE member_voc_categories (
  category_seq serial PRIMARY KEY,
  name         text NOT NULL UNIQUE,
  sort_order   integer NOT NULL DEFAULT 0
);
CREATE TABLE member_vocs (
  voc_seq      serial PRIMARY KEY,
  user_seq     integer NOT NULL REFERENCES users (user_seq),
  member_no    text REFERENCES members (member_no),
  hotel_seq    integer NOT NULL REFERENCES hotels (hotel_seq),
  category_seq integer NOT NULL REFERENCES member_voc_categories (category_seq),
  title        text NOT NULL,
  content      text NOT NULL,
  status       text NOT NULL DEFAULT 'RECEIVED' CHECK (status IN ('RECEIVED', 'ANSWERED')),
  answer       text,
  answered_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  deleted_at   timestamptz
);
CREATE INDEX member_vocs_user_idx ON member_vocs (user_seq, created_at DESC);
