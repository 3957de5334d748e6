-- One payout ledger (issue 28, point 1): per member (unit contract) and settled month, what the
-- owner earned and what reached the bank, so that every figure the portal shows reconciles:
--   distribution (the unit's share of the pool; the supply on the owner's tax invoice, 공급가액)
--   + supply_vat (the invoice's VAT: the operator pays it to the owner, who remits it to the NTS)
--   − management_fee − fee_vat (the unit's maintenance fee and the VAT on its own invoice)
--   = settlement (정산액)
--   + brought_forward (이월: what the owner still owed from earlier months, ≤ 0)
--   = transfer_amount (지급액, ≥ 0) + carried_forward (what the owner still owes, ≤ 0).
-- A month whose settlement does not cover what is owed transfers nothing: the balance is carried
-- forward as an amount due, never shown as paid. paid_on and transfer_ref are set when the bank
-- transfer is made (the 25th of the next month); before then the payout is scheduled.
-- It replaces `earnings` (distribution, fee and a "net" with a date, negative nets "paid"), and
-- the quarterly dividend rows become statements of the quarter's transfers, not payments of
-- their own (they doubled the same money).
CREATE TABLE payouts (
  member_no        text NOT NULL REFERENCES members (member_no),
  std_month        text NOT NULL CHECK (std_month ~ '^[0-9]{4}(0[1-9]|1[0-2])$'),
  distribution     bigint NOT NULL CHECK (distribution >= 0),
  supply_vat       bigint NOT NULL CHECK (supply_vat >= 0),
  management_fee   bigint NOT NULL CHECK (management_fee >= 0),
  fee_vat          bigint NOT NULL CHECK (fee_vat >= 0),
  settlement       bigint GENERATED ALWAYS AS (distribution + supply_vat - management_fee - fee_vat) STORED,
  brought_forward  bigint NOT NULL CHECK (brought_forward <= 0),
  transfer_amount  bigint NOT NULL CHECK (transfer_amount >= 0),
  carried_forward  bigint NOT NULL CHECK (carried_forward <= 0),
  transfer_due     date NOT NULL,
  paid_on          date,
  transfer_ref     text,
  PRIMARY KEY (member_no, std_month),
  CHECK (distribution + supply_vat - management_fee - fee_vat + brought_forward = transfer_amount + carried_forward),
  -- Something is either transferred or carried, never both.
  CHECK (transfer_amount = 0 OR carried_forward = 0),
  -- Only a transfer is paid, and a paid transfer has its bank reference.
  CHECK (paid_on IS NULL OR (transfer_amount > 0 AND transfer_ref IS NOT NULL))
);

-- An existing database: its earnings become the ledger, month after month per member (VAT at
-- 10 %, rounded to the won as on the invoices); a month with a payment date was transferred then.
INSERT INTO payouts (member_no, std_month, distribution, supply_vat, management_fee, fee_vat, brought_forward, transfer_amount, carried_forward, transfer_due, paid_on, transfer_ref)
WITH RECURSIVE ordered AS (
  SELECT e.member_no, e.std_month, e.distribution, round(e.distribution * 0.1)::bigint AS supply_vat, e.management_fee, round(e.management_fee * 0.1)::bigint AS fee_vat,
         e.paid_on, row_number() OVER (PARTITION BY e.member_no ORDER BY e.std_month) AS n
    FROM earnings e
), chain AS (
  SELECT o.*, 0::bigint AS brought_forward, least(0, o.distribution + o.supply_vat - o.management_fee - o.fee_vat)::bigint AS carried_forward
    FROM ordered o WHERE o.n = 1
  UNION ALL
  SELECT o.*, c.carried_forward, least(0, o.distribution + o.supply_vat - o.management_fee - o.fee_vat + c.carried_forward)::bigint
    FROM ordered o JOIN chain c ON c.member_no = o.member_no AND o.n = c.n + 1
)
SELECT member_no, std_month, distribution, supply_vat, management_fee, fee_vat, brought_forward,
       greatest(0, distribution + supply_vat - management_fee - fee_vat + brought_forward),
       carried_forward,
       (to_date(std_month, 'YYYYMM') + interval '1 month' + interval '24 days')::date,
       CASE WHEN carried_forward = 0 AND distribution + supply_vat - management_fee - fee_vat + brought_forward > 0 THEN paid_on END,
       CASE WHEN carried_forward = 0 AND distribution + supply_vat - management_fee - fee_vat + brought_forward > 0 AND paid_on IS NOT NULL
            THEN 'RAON' || to_char(paid_on, 'YYYYMMDD') || '-' || member_no END
  FROM chain;

DROP TABLE earnings;

-- A quarter's statement sums its months' transfers (made or scheduled) and is dated by the last one
-- made; a quarter that transferred nothing yet has no date.
ALTER TABLE dividends ALTER COLUMN paid_on DROP NOT NULL;
UPDATE dividends d SET
  amount = coalesce((SELECT sum(p.transfer_amount) FROM payouts p WHERE p.member_no = d.member_no
                       AND substr(p.std_month, 1, 4) = substr(d.period, 1, 4) AND (substr(p.std_month, 5, 2)::int + 2) / 3 = substr(d.period, 6, 1)::int), 0),
  paid_on = (SELECT max(p.paid_on) FROM payouts p WHERE p.member_no = d.member_no
               AND substr(p.std_month, 1, 4) = substr(d.period, 1, 4) AND (substr(p.std_month, 5, 2)::int + 2) / 3 = substr(d.period, 6, 1)::int);
