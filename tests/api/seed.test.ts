// @clock: the seed's data runs up to the seed day (seedDay), months closed by then
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { businessDigits, hasValidCheckDigit } from '../../contracts/bizno.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { slow } from '../helpers/waits.ts';

let test: TestDb;
let db: Db;
beforeAll(async () => {
  test = await createTestDb();
  db = test.db;
});
afterAll(async () => {
  await test?.dispose();
});

async function fingerprint(d: Db): Promise<string> {
  const tables = [
    'SELECT * FROM daily_operations ORDER BY hotel_seq, sale_date',
    'SELECT * FROM monthly_cost_lines ORDER BY hotel_seq, std_month, line_key',
    'SELECT * FROM payouts ORDER BY member_no, std_month',
    'SELECT member_no, std_month, supply_amount, vat_amount, nts_approval_no FROM tax_invoices ORDER BY member_no, std_month',
    "SELECT f.file_path, f.file_name, (SELECT md5(string_agg(c.data, ''::bytea ORDER BY c.chunk_no)) FROM file_chunks c WHERE c.file_seq = f.file_seq) FROM files f ORDER BY f.file_path, f.file_name",
    'SELECT * FROM facility_translations ORDER BY facility_seq, lang_type',
  ];
  const hash = crypto.createHash('sha256');
  for (const sql of tables) hash.update(JSON.stringify(await d.query(sql)));
  return hash.digest('hex');
}

describe('the demo seed (DESIGN §5)', () => {
  it('is deterministic: two databases seeded on the same day are identical', async () => {
    const previous = process.env.SEED_TODAY;
    process.env.SEED_TODAY = '2026-03-15';
    try {
      const make = async () => {
        const d = await openPglite();
        await migrate(d);
        await seed(d);
        return d;
      };
      const [a, b] = [await make(), await make()];
      expect(await fingerprint(a)).toBe(await fingerprint(b));
      const [last] = await a.query<{ d: string }>('SELECT max(sale_date) AS d FROM daily_operations');
      expect(last!.d).toBe('2026-03-15');
      await a.close();
      await b.close();
    } finally {
      if (previous === undefined) delete process.env.SEED_TODAY;
      else process.env.SEED_TODAY = previous;
    }
  }, slow(120_000));

  it('has a daily row for every property and every day from 2022-01-01 to today', async () => {
    const rows = await db.query<{ hotel_seq: number; first: string; last: string; n: number; span: number }>(
      'SELECT hotel_seq, min(sale_date) AS first, max(sale_date) AS last, count(*)::int AS n, (max(sale_date) - min(sale_date) + 1) AS span FROM daily_operations GROUP BY hotel_seq ORDER BY hotel_seq',
    );
    expect(rows.map((r) => r.hotel_seq)).toEqual([101, 102, 103]);
    for (const r of rows) {
      expect(r.first).toBe('2022-01-01');
      expect(r.last).toBe(test.seedDay);
      expect(r.n).toBe(r.span);
    }
  });

  it('keeps every daily row consistent: sold ≤ available, vacant = available − occupied, comp and house use not sold', async () => {
    const [bad] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM daily_operations
        WHERE occ_rooms + day_use > sales_available OR vacant <> sales_available - occ_rooms - day_use - comp_rooms - hous_rooms OR room_fee < 0`,
    );
    expect(bad!.n).toBe(0);
  });

  it('has seasonality: August fuller than February, Saturdays fuller than Tuesdays', async () => {
    const [m] = await db.query<{ aug: number; feb: number }>(
      `SELECT avg(occ_rooms::float8 / sales_available) FILTER (WHERE extract(month FROM sale_date) = 8) AS aug,
              avg(occ_rooms::float8 / sales_available) FILTER (WHERE extract(month FROM sale_date) = 2) AS feb FROM daily_operations`,
    );
    expect(m!.aug - m!.feb).toBeGreaterThan(0.25);
    const [d] = await db.query<{ sat: number; tue: number }>(
      `SELECT avg(occ_rooms::float8 / sales_available) FILTER (WHERE extract(dow FROM sale_date) = 6) AS sat,
              avg(occ_rooms::float8 / sales_available) FILTER (WHERE extract(dow FROM sale_date) = 2) AS tue FROM daily_operations`,
    );
    expect(d!.sat).toBeGreaterThan(d!.tue + 0.1);
  });

  it('makes monthly room revenue exactly the sum of the daily room revenue', async () => {
    const [bad] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM monthly_revenue_lines r
        WHERE r.line_key = 'room' AND r.amount <> (SELECT COALESCE(sum(room_fee), 0) FROM daily_operations d WHERE d.hotel_seq = r.hotel_seq AND to_char(d.sale_date, 'YYYYMM') = r.std_month)`,
    );
    expect(bad!.n).toBe(0);
  });

  it('books corrections to closed months as adjustments of a later month, naming the month they correct', async () => {
    const rows = await db.query<{ hotel_seq: number; std_month: string; amount: number; reason: string }>('SELECT hotel_seq, std_month, amount::float8 AS amount, reason FROM profit_adjustments');
    expect(new Set(rows.map((r) => r.hotel_seq)).size).toBe(3);
    for (const r of rows) {
      const [, y, m] = /^(\d{4})년 (\d{1,2})월 /.exec(r.reason) ?? [];
      expect(y, r.reason).toBeDefined();
      expect(`${y}${m!.padStart(2, '0')}` < r.std_month).toBe(true);
      expect(r.amount).not.toBe(0);
    }
  });

  it('derives every payout from the P&L: distribution = ⌊max(0, revenue − cost + adjustments) × pool ratio × share⌋, the fee = area × fee per m²', async () => {
    const [bad] = await db.query<{ n: number; total: number }>(
      `WITH pl AS (
         SELECT r.hotel_seq, r.std_month,
                (SELECT sum(amount) FROM monthly_revenue_lines x WHERE x.hotel_seq = r.hotel_seq AND x.std_month = r.std_month)
              - (SELECT sum(amount) FROM monthly_cost_lines c WHERE c.hotel_seq = r.hotel_seq AND c.std_month = r.std_month)
              + (SELECT COALESCE(sum(amount), 0) FROM profit_adjustments a WHERE a.hotel_seq = r.hotel_seq AND a.std_month = r.std_month) AS profit
           FROM monthly_revenue_lines r WHERE r.line_key = 'room')
       SELECT count(*) FILTER (WHERE e.distribution <> floor(greatest(0, pl.profit) * s.owner_pool_ratio * u.share_ratio)
                                 OR e.management_fee <> round(u.area_m2 * s.management_fee_per_m2))::int AS n, count(*)::int AS total
         FROM payouts e JOIN members m USING (member_no) JOIN room_units u USING (unit_seq)
         JOIN property_settings s ON s.hotel_seq = u.hotel_seq JOIN pl ON pl.hotel_seq = u.hotel_seq AND pl.std_month = e.std_month`,
    );
    expect(bad!.total).toBeGreaterThan(100);
    expect(bad!.n).toBe(0);
  });

  it('gives every property rooms, facilities, promotions and packages with images, in Korean and English', async () => {
    for (const hotel of [101, 102, 103]) {
      const [f] = await db.query<{ rooms: number; missing: number; noimage: number }>(
        `SELECT count(*) FILTER (WHERE facility_type = 'room')::int AS rooms,
                count(*) FILTER (WHERE (SELECT count(*) FROM facility_translations t WHERE t.facility_seq = f.facility_seq AND t.lang_type IN ('KOR', 'ENG')) < 2)::int AS missing,
                count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM facility_images i WHERE i.facility_seq = f.facility_seq))::int AS noimage
           FROM facilities f WHERE hotel_seq = $1`,
        [hotel],
      );
      expect(f).toEqual({ rooms: 4, missing: 0, noimage: 0 });
      const [o] = await db.query<{ promotions: number; packages: number; missing: number; noimage: number }>(
        `SELECT count(*) FILTER (WHERE kind = 'promotion')::int AS promotions, count(*) FILTER (WHERE kind = 'package')::int AS packages,
                count(*) FILTER (WHERE (SELECT count(*) FROM offer_translations t WHERE t.offer_seq = o.offer_seq AND t.lang_type IN ('KOR', 'ENG')) < 2)::int AS missing,
                count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM offer_images i WHERE i.offer_seq = o.offer_seq))::int AS noimage
           FROM offers o WHERE hotel_seq = $1`,
        [hotel],
      );
      expect(o).toEqual({ promotions: 3, packages: 3, missing: 0, noimage: 0 });
    }
  });

  it('gives every room, facility, offer and pop-up a picture of its own, with no text drawn into it (issue 15, point 6)', async () => {
    const pictures = await db.query<{ path: string; hash: string; has_text: boolean; byte_size: number }>(
      `SELECT f.file_path || f.file_name AS path, md5(c.content) AS hash, position('<text' IN convert_from(c.content, 'UTF8')) > 0 AS has_text, f.byte_size
         FROM files f CROSS JOIN LATERAL (SELECT string_agg(data, ''::bytea ORDER BY chunk_no) AS content FROM file_chunks WHERE file_seq = f.file_seq) c
        WHERE f.file_seq IN (SELECT file_seq FROM facility_images UNION SELECT file_seq FROM offer_images UNION SELECT file_seq FROM event_popups WHERE file_seq IS NOT NULL)`,
    );
    expect(pictures.length).toBeGreaterThan(60);
    const byHash = new Map<string, string[]>();
    for (const p of pictures) byHash.set(p.hash, [...(byHash.get(p.hash) ?? []), p.path]);
    expect([...byHash.values()].filter((paths) => paths.length > 1)).toEqual([]);
    expect(pictures.filter((p) => p.has_text).map((p) => p.path)).toEqual([]);
    expect(Math.max(...pictures.map((p) => p.byte_size))).toBeLessThanOrEqual(6 * 1024);
  });

  it('gives every owner and every hotel a business registration number whose check digit holds (issue 28)', async () => {
    const numbers = await db.query<{ who: string; number: string }>(
      `SELECT 'owner ' || u.login_id AS who, p.business_registration AS number FROM owner_tax_profiles p JOIN users u USING (user_seq)
       UNION ALL SELECT 'hotel ' || hotel_seq, business_registration FROM hotels`,
    );
    expect(numbers.length).toBeGreaterThan(5);
    expect(numbers.filter((n) => !hasValidCheckDigit(businessDigits(n.number) ?? ''))).toEqual([]);
  });

  it('has the demo log-ins of the README', async () => {
    const users = await db.query<{ login_id: string; user_type: string; hotel_code: number | null; units: number }>(
      'SELECT u.login_id, u.user_type, u.hotel_code, count(m.member_no)::int AS units FROM users u LEFT JOIN members m USING (user_seq) GROUP BY 1, 2, 3 ORDER BY 1',
    );
    expect(users).toEqual(expect.arrayContaining([
      { login_id: 'sokcho01', user_type: 'MEMBERSHIP', hotel_code: 13, units: 1 },
      { login_id: 'naksan01', user_type: 'MEMBERSHIP', hotel_code: 14, units: 1 },
      { login_id: 'gyeongju01', user_type: 'MEMBERSHIP', hotel_code: 15, units: 1 },
      { login_id: 'multi01', user_type: 'MEMBERSHIP', hotel_code: 13, units: 3 },
      { login_id: 'guest01', user_type: 'GENERAL', hotel_code: null, units: 0 },
    ]));
  });
});
