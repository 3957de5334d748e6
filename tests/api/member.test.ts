// @clock: owner figures of this and last Seoul year, the default month, month to date, notice views per Seoul day
import { daysInMonth, defaultYearMonth, seoulYear } from '../../contracts/seoul-clock.ts';
import { totalOf } from '../../portal/reports/operationRows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../helpers/api.ts';
import { sampleBody } from '../helpers/samples.ts';

let api: TestApi;
let token: string;
let multi: string;
beforeAll(async () => {
  api = await startApi();
  token = await api.token('sokcho01');
  multi = await api.token('multi01');
});
afterAll(async () => {
  await api?.close();
});

const year = String(seoulYear() - 1);
const call = async (path: string, extra: Record<string, unknown> = {}, t = token) => {
  const res = await api.post(path, { ...sampleBody(path), ...extra }, { token: t });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body.result_data;
};

describe('operations (SPEC §3 daily rows, DESIGN §4 KPIs)', () => {
  it('answers every day of a month with every field, and a total computed from the sums', async () => {
    const { data } = await call('/client/api/home/oper/dtl', { period_type: 'DAILY', target_ym: `${year}02` });
    const days = daysInMonth(Number(year), 2);
    expect(data.rows).toHaveLength(days);
    const first = data.rows[0];
    expect(Object.keys(first).sort()).toEqual(['adr', 'compRooms', 'dayUse', 'dow', 'expArrvRooms', 'expDeptRooms', 'housRooms', 'occRate', 'occRooms', 'ooooRooms', 'revPar', 'roomFee', 'roomsSold', 'saleDate', 'salesAvailable', 'stay', 'vacant'].sort());
    expect(first.saleDate).toBe(`${year}0201`);
    expect(['일', '월', '화', '수', '목', '금', '토']).toContain(first.dow);
    for (const r of data.rows) {
      expect(r.roomsSold).toBe(r.occRooms + r.dayUse);
      expect(r.occRate).toBeCloseTo((r.roomsSold / r.salesAvailable) * 100, 1);
      expect(r.adr).toBe(Math.round(r.roomFee / r.roomsSold));
    }
    const sum = (k: string) => data.rows.reduce((a: number, r: Record<string, number>) => a + r[k]!, 0);
    expect(data.total).toMatchObject({ saleDate: 'total sum', roomFee: sum('roomFee'), salesAvailable: sum('salesAvailable'), compRooms: sum('compRooms') });
    expect(data.total.occRate).toBeCloseTo((sum('roomsSold') / sum('salesAvailable')) * 100, 1);
    expect(data.kpi_definitions.occRate).toMatch(/complimentary and house-use rooms are not sold/);
    // Issue 26, point 3: the portal's month total of these rows is the API's own (one KPI module, contracts/kpi.ts).
    expect({ ...totalOf(data.rows), saleDate: 'total sum' }).toEqual(data.total);
  });

  it('answers the months of a year, and room revenue matches the revenue lines', async () => {
    const oper = await call('/client/api/home/oper/dtl', { period_type: 'MONTHLY', target_year: year });
    const sales = await call('/client/api/home/sales/info', { target_year: year });
    expect(oper.data.rows).toHaveLength(12);
    expect(oper.data.rows.map((r: { roomFee: number }) => r.roomFee)).toEqual(sales.data.rows.map((r: { room: number }) => r.room));
  });

  it('charts bookings by month with the same figures', async () => {
    const booking = await call('/client/api/home/monthly/booking', { period_type: 'MONTHLY', target_year: year });
    const oper = await call('/client/api/home/oper/dtl', { period_type: 'MONTHLY', target_year: year });
    expect(booking.data.map((b: { rooms_sold: number }) => b.rooms_sold)).toEqual(oper.data.rows.map((r: { roomsSold: number }) => r.roomsSold));
    // Seasonality: August is busier than February.
    expect(booking.data[7].occ_rate).toBeGreaterThan(booking.data[1].occ_rate + 20);
  });

  it('refuses unknown fields and wrong types with field errors', async () => {
    const unknown = await api.post('/client/api/home/profit/fix', { company_seq: 100, lang_type: 'KOR', isAdmin: true }, { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ path: '(body)', message: expect.stringContaining('isAdmin') });
    const wrong = await api.post('/client/api/home/sales/info', { target_year: ['2025'] }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].path).toBe('target_year');
    const company = await api.post('/client/api/home/profit/fix', { company_seq: 200 }, { token });
    expect(company.body.errors[0]).toEqual({ path: 'company_seq', message: 'must be 100 (the owner portal has one company)' });
  });

  it('requires the period field that the period type needs', async () => {
    const res = await api.post('/client/api/home/oper/dtl', { period_type: 'DAILY' }, { token });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'target_ym', message: 'is required for DAILY' }]);
  });

  it('knows the period with data and offers the years descending from this one', async () => {
    const { data } = await call('/client/api/home/oper/period');
    expect(data.start_date).toBe('2022-01-01');
    expect(data.years[0]).toBe(data.end_date.slice(0, 4));
    expect(data.years.at(-1)).toBe('2022');
    // Issue 26: the default month by the rule the portal computes itself (contracts/seoul-clock.ts), not by a query.
    expect(data.default_ym).toBe(defaultYearMonth());
  });
});

describe('money adds up (DOMAIN: every figure traceable)', () => {
  it('P&L: revenue − cost = operating profit; pool × share = distribution; − fee = net', async () => {
    const pl = await call('/client/api/home/income/statement', { target_year: year });
    const sales = await call('/client/api/home/sales/info', { target_year: year });
    const cost = await call('/client/api/home/cost/detail', { target_year: year });
    expect(pl.data.rows).toHaveLength(12);
    type Row = { revenue: number; cost: number; adjustments: number; operating_profit: number; owner_pool: number; share_ratio: number; distribution: number; management_fee: number; net_amount: number };
    pl.data.rows.forEach((r: Row, i: number) => {
      expect(r.revenue).toBe(sales.data.rows[i].total);
      expect(r.cost).toBe(cost.data.rows[i].total);
      expect(r.operating_profit).toBe(r.revenue - r.cost + r.adjustments);
      expect(r.owner_pool).toBe(Math.floor(Math.max(0, r.operating_profit) * pl.data.owner_pool_ratio));
      expect(Math.abs(r.distribution - Math.floor(r.owner_pool * r.share_ratio))).toBeLessThanOrEqual(1);
      expect(r.net_amount).toBe(r.distribution - r.management_fee);
    });
    const earnings = await call('/client/api/home/my-page/monthly/profit', { target_year: year });
    expect(earnings.data.total.net_amount).toBe(pl.data.total.net_amount);
  });

  it('P&L per unit (issue 12): each unit is floor(max(0, operating profit) × pool ratio × share), fee = area × rate; adjustments listed with their reasons', async () => {
    const pl = await call('/client/api/home/income/statement', { target_year: year }, multi);
    const { data } = pl;
    expect(data.units.map((u: { member_no: string }) => u.member_no)).toEqual([...data.units.map((u: { member_no: string }) => u.member_no)].sort());
    expect(data.units.length).toBeGreaterThan(1);
    expect(data.pool.area_m2).toBeGreaterThan(data.units.reduce((a: number, u: { area_m2: number }) => a + u.area_m2, 0));
    type Unit = { member_no: string; distribution: number | null; management_fee: number | null; net_amount: number | null; estimated: boolean };
    type Row = { std_month: string; is_fixed: boolean; operating_profit: number; revenue: number; cost: number; adjustments: number; adjustment_lines: { amount: number; reason: string }[]; owner_pool: number; distribution: number; management_fee: number; net_amount: number; units: Unit[] };
    const unitOf = new Map(data.units.map((u: { member_no: string; area_m2: number; share_ratio: number }) => [u.member_no, u]));
    let adjusted = 0;
    for (const r of data.rows as Row[]) {
      expect(r.adjustments).toBe(r.adjustment_lines.reduce((a, l) => a + l.amount, 0));
      if (r.adjustment_lines.length) {
        adjusted++;
        for (const l of r.adjustment_lines) expect(l.reason).toMatch(/^\d{4}년 \d{1,2}월 /);
      }
      expect(r.units).toHaveLength(data.units.length);
      for (const u of r.units) {
        if (u.distribution === null) continue;
        const unit = unitOf.get(u.member_no) as { area_m2: number; share_ratio: number };
        // Float products of the database's exact numeric figures: within a won of the floor.
        expect(Math.abs(u.distribution - Math.max(0, r.operating_profit) * data.owner_pool_ratio * unit.share_ratio)).toBeLessThan(1.01);
        expect(u.management_fee).toBe(Math.round(unit.area_m2 * data.management_fee_per_m2));
        expect(u.net_amount).toBe(u.distribution - u.management_fee!);
        expect(u.estimated).toBe(!r.is_fixed);
      }
      expect(r.distribution).toBe(r.units.reduce((a, u) => a + (u.distribution ?? 0), 0));
      expect(r.net_amount).toBe(r.units.reduce((a, u) => a + (u.net_amount ?? 0), 0));
    }
    expect(adjusted).toBeGreaterThan(0);
    expect(data.total.adjustments).toBe((data.rows as Row[]).reduce((a, r) => a + r.adjustments, 0));
    expect(data.last_fix_yyyymm).toBe((await call('/client/api/home/profit/fix', {}, multi)).data.lastFixYyyymm);
  });

  it('P&L of one of the owner\'s units by member_no_list; another owner\'s number is refused', async () => {
    const all = await call('/client/api/home/income/statement', { target_year: year }, multi);
    const first = all.data.units[0].member_no as string;
    const one = await call('/client/api/home/income/statement', { target_year: year, member_no_list: [first] }, multi);
    expect(one.data.units.map((u: { member_no: string }) => u.member_no)).toEqual([first]);
    expect(one.data.rows.map((r: { units: { net_amount: number | null }[] }) => r.units[0]!.net_amount)).toEqual(
      all.data.rows.map((r: { units: { member_no: string; net_amount: number | null }[] }) => r.units.find((u) => u.member_no === first)!.net_amount),
    );
    const theirs = (await call('/client/api/home/main/info', {}, token)).data.member_no_list[0];
    const refused = await api.post('/client/api/home/income/statement', { ...sampleBody('/client/api/home/income/statement'), target_year: year, member_no_list: [theirs] }, { token: multi });
    expect(refused.status).toBe(403);
  });

  it('P&L of this year: months not closed are estimated from the provisional figures, never shown as paid', async () => {
    const fix = (await call('/client/api/home/profit/fix')).data.lastFixYyyymm as string;
    const thisYear = String(seoulYear());
    const pl = await call('/client/api/home/income/statement', { target_year: thisYear });
    const open = pl.data.rows.filter((r: { is_fixed: boolean }) => !r.is_fixed);
    expect(open.length).toBeGreaterThan(0);
    for (const r of open) {
      expect(r.std_month > fix).toBe(true);
      expect(r.units.every((u: { estimated: boolean }) => u.estimated)).toBe(true);
    }
    const earnings = await call('/client/api/home/my-page/monthly/profit', { target_year: thisYear });
    const paidMonths = new Set(earnings.data.rows.map((r: { std_month: string }) => r.std_month));
    for (const r of open) expect(paidMonths.has(r.std_month)).toBe(false);
  });

  it('revenue and cost totals are the sums of their lines', async () => {
    const sales = await call('/client/api/home/sales/info', { target_year: year });
    for (const r of sales.data.rows) expect(r.total).toBe(r.room + r.fnb + r.facility + r.other);
    expect(sales.data.total.total).toBe(sales.data.rows.reduce((a: number, r: { total: number }) => a + r.total, 0));
    expect(sales.data.previous_year_total).toBeGreaterThan(0);
  });

  it('a tax invoice supplies the distribution with 10 % VAT, and the month shows as closed', async () => {
    const tax = await call('/client/member/home/tax/detail', { std_month: `${year}05` });
    const earnings = await call('/client/api/home/my-page/monthly/profit', { target_year: year });
    const may = earnings.data.rows.find((r: { std_month: string }) => r.std_month === `${year}05`);
    expect(tax.data[0]).toMatchObject({ std_month: `${year}05`, supply_amount: may.distribution, status: 'ISSUED', closeYn: 'Y' });
    expect(tax.data[0].vat_amount).toBe(Math.round(may.distribution * 0.1));
    expect(tax.data[0].total_amount).toBe(tax.data[0].supply_amount + tax.data[0].vat_amount);
  });

  it('lists the closed months of a year with closeYn and stdMonth; target_year must be a string', async () => {
    const closed = await call('/client/member/home/tax/close/list', { target_year: year });
    expect(closed.data).toHaveLength(12);
    expect(closed.data.every((r: { closeYn: string }) => r.closeYn === 'Y')).toBe(true);
    expect(closed.data[0]).toEqual({ stdMonth: `${year}01`, closeYn: 'Y' });
    expect((await api.post('/client/member/home/tax/close/list', { target_year: Number(year) }, { token })).status).toBe(400);
    const fix = await call('/client/api/home/profit/fix');
    const thisYear = await call('/client/member/home/tax/close/list', { target_year: fix.data.lastFixYyyymm.slice(0, 4) });
    for (const r of thisYear.data) expect(r.closeYn).toBe(r.stdMonth <= fix.data.lastFixYyyymm ? 'Y' : 'N');
  });

  it('a quarter\'s statement is the sum of its months\' transfers (the payout ledger, issue 28), with a document', async () => {
    const { data } = await call('/client/api/board/dividend/list', { target_year: year });
    const earnings = await call('/client/api/home/my-page/monthly/profit', { target_year: year });
    const q3 = data.find((d: { period: string }) => d.period === `${year}Q3`);
    const months = earnings.data.rows.filter((r: { std_month: string }) => ['07', '08', '09'].includes(r.std_month.slice(4)));
    expect(q3.amount).toBe(months.reduce((a: number, r: { transfer_amount: number }) => a + r.transfer_amount, 0));
    expect(q3.document.file_name).toMatch(/\.pdf$/);
  });

  it('room profit of several units adds up, and a month not yet closed is not final', async () => {
    const fix = (await call('/client/api/home/profit/fix', {}, multi)).data.lastFixYyyymm as string;
    const res = await call('/client/api/home/room/profit', {}, multi);
    expect(res.data.std_month).toBe(fix);
    expect(res.data.is_fixed).toBe(true);
    expect(res.data.units).toHaveLength(3);
    expect(res.data.total.net_amount).toBe(res.data.units.reduce((a: number, u: { net_amount: number }) => a + u.net_amount, 0));
    expect(res.data.is_estimate).toBe(false);
    const future = await call('/client/api/home/room/profit', { target_ym: '209912' }, multi);
    expect(future.data.is_fixed).toBe(false);
    expect(future.data.is_estimate).toBe(false);
    expect(future.data.units[0].distribution).toBeNull();
  });

  it('estimates an open month as the income statement does, unit by unit, marked as an estimate (issue 28)', async () => {
    const fix = (await call('/client/api/home/profit/fix', {}, multi)).data.lastFixYyyymm as string;
    const open = String(Number(fix.slice(4)) === 12 ? `${Number(fix.slice(0, 4)) + 1}01` : Number(fix) + 1);
    const res = await call('/client/api/home/room/profit', { target_ym: open }, multi);
    expect(res.data.is_fixed).toBe(false);
    expect(res.data.is_estimate).toBe(true);
    const pl = await call('/client/api/home/income/statement', { target_year: open.slice(0, 4) }, multi);
    const month = pl.data.rows.find((r: { std_month: string }) => r.std_month === open);
    for (const u of res.data.units as { member_no: string; distribution: number | null; management_fee: number | null; net_amount: number | null; estimated: boolean }[]) {
      const part = month.units.find((p: { member_no: string }) => p.member_no === u.member_no);
      expect(u, u.member_no).toMatchObject({ distribution: part.distribution, management_fee: part.management_fee, net_amount: part.net_amount, estimated: true });
    }
    expect(res.data.total.net_amount).toBe(month.net_amount);
  });
});

describe('board and my page', () => {
  it('shows an owner notice in Korean whatever the language, and counts the view', async () => {
    const [before] = await api.db.query<{ view_count: number }>('SELECT view_count FROM member_notices WHERE notice_seq = $1', [sampleBody('/client/api/notice/detail').notice_seq]);
    const first = await call('/client/api/notice/detail', { lang_type: 'ENG' });
    expect(first.data.title).toMatch(/[가-힣]/);
    expect(first.data.view_count).toBe(before!.view_count + 1);
  });

  it('counts a notice’s view once per owner per Seoul day, however often it is asked for (issue 25, point 8)', async () => {
    const path = '/client/api/notice/detail';
    const notice = { notice_seq: sampleBody(path).notice_seq };
    const start = (await call(path, notice)).data.view_count as number;
    // The same owner again and again, one after another and 30 at once: no more views.
    expect((await call(path, notice)).data.view_count).toBe(start);
    const burst = await Promise.all(Array.from({ length: 30 }, () => call(path, notice)));
    expect(burst.map((r) => r.data.view_count)).toEqual(Array(30).fill(start));
    // Another owner of the property is another view.
    expect((await call(path, notice, multi)).data.view_count).toBe(start + 1);
    expect((await call(path, notice, multi)).data.view_count).toBe(start + 1);
    // The next Seoul day, the owner's view counts again (their last counted day made yesterday's).
    await api.db.query("UPDATE member_notice_views SET viewed_on = viewed_on - 1 WHERE notice_seq = $1 AND user_seq = (SELECT user_seq FROM users WHERE login_id = 'sokcho01')", [notice.notice_seq]);
    expect((await call(path, notice)).data.view_count).toBe(start + 2);
    expect((await call(path, notice)).data.view_count).toBe(start + 2);
  });

  it('lists a notice’s forms and serves them to owners only (issue 13, point 1)', async () => {
    const [notice] = await api.db.query<{ notice_seq: number; hotel_seq: number | null }>(
      "SELECT n.notice_seq, n.hotel_seq FROM member_notices n JOIN member_notice_attachments a USING (notice_seq) WHERE n.title LIKE '%총회%' LIMIT 1",
    );
    const { data } = await call('/client/api/notice/detail', { notice_seq: notice!.notice_seq });
    expect(data.attachments).toEqual([expect.objectContaining({ original_name: '정기 소유자 총회 위임장 양식.pdf', content_type: 'application/pdf' })]);
    const address = `${api.url}/crs/download/100/101/${data.attachments[0].file_path}${data.attachments[0].file_name}`;
    const owner = await fetch(address, { headers: { authorization: `Bearer ${multi}` } });
    expect(owner.status).toBe(200);
    expect(owner.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await owner.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(address)).status).toBe(404);
    const [plain] = await api.db.query<{ notice_seq: number }>('SELECT notice_seq FROM member_notices WHERE notice_seq NOT IN (SELECT notice_seq FROM member_notice_attachments) AND hotel_seq IS NULL LIMIT 1');
    expect((await call('/client/api/notice/detail', { notice_seq: plain!.notice_seq })).data.attachments).toEqual([]);
  });

  it('keeps an inquiry’s attachments as the owner’s files: listed in the detail, served to the owner only, checked by their first bytes (issue 13)', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');
    const attachment = { file_name: '누수 사진.png', content_type: 'image/png', data_base64: png.toString('base64') };
    const created = await call('/client/api/voc/create', { attachments: [attachment] });
    const detail = await call('/client/api/voc/detail', { voc_seq: created.data.voc_seq });
    expect(detail.data.attachments).toEqual([expect.objectContaining({ original_name: '누수 사진.png', content_type: 'image/png', byte_size: png.length })]);
    const { file_path, file_name } = detail.data.attachments[0];
    const address = `${api.url}/crs/download/100/101/${file_path}${file_name}`;
    const own = await fetch(address, { headers: { authorization: `Bearer ${token}` } });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(address, { headers: { authorization: `Bearer ${multi}` } })).status).toBe(404);
    expect((await fetch(address)).status).toBe(404);
    // A file that is not what it says, or a fourth file, is refused with the field named.
    const fake = await api.post('/client/api/voc/create', { ...sampleBody('/client/api/voc/create'), attachments: [{ ...attachment, data_base64: Buffer.from('MZ').toString('base64') }] }, { token });
    expect(fake.status).toBe(400);
    expect(JSON.stringify(fake.body)).toContain('attachments.0.data_base64');
    const four = await api.post('/client/api/voc/create', { ...sampleBody('/client/api/voc/create'), attachments: [attachment, attachment, attachment, attachment] }, { token });
    expect(four.status).toBe(400);
    const [files] = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM files WHERE file_path LIKE 'member-voc/%'");
    expect(files!.n).toBe(1);
  });

  it('writes, reads and withdraws an inquiry; an answered one cannot be withdrawn', async () => {
    const created = await call('/client/api/voc/create');
    const detail = await call('/client/api/voc/detail', { voc_seq: created.data.voc_seq });
    expect(detail.data).toMatchObject({ title: '배당 일정 문의', status: 'RECEIVED', answer: null, category_name: '정산/배당' });
    await call('/client/api/voc/delete', { voc_seq: created.data.voc_seq });
    expect((await api.post('/client/api/voc/detail', { ...sampleBody('/client/api/voc/detail'), voc_seq: created.data.voc_seq }, { token })).status).toBe(404);
    const [answered] = await api.db.query<{ voc_seq: number }>("SELECT voc_seq FROM member_vocs WHERE user_seq = 1 AND status = 'ANSWERED' LIMIT 1");
    const res = await api.post('/client/api/voc/delete', { ...sampleBody('/client/api/voc/delete'), voc_seq: answered!.voc_seq }, { token });
    expect(res.status).toBe(409);
  });

  it('refuses an inquiry in a category that does not exist, or about another owner\'s unit', async () => {
    expect((await api.post('/client/api/voc/create', { ...sampleBody('/client/api/voc/create'), category_seq: 999 }, { token })).status).toBe(400);
    expect((await api.post('/client/api/voc/create', { ...sampleBody('/client/api/voc/create'), member_no: '13-1406-01' }, { token })).status).toBe(403);
  });

  it('updates the tax-invoice details, checking the business registration number', async () => {
    const bad = await api.post('/client/api/home/tax/update', { ...sampleBody('/client/api/home/tax/update'), business_registration: '220-81-62518' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ path: 'business_registration', message: 'the check digit does not match: check the number' });
    const ok = await call('/client/api/home/tax/update', { business_registration: '2208162517' });
    expect(ok.data.business_registration).toBe('220-81-62517');
    const info = await call('/client/api/home/my-page/main/info');
    expect(info.data.tax_profile).toMatchObject({ business_registration: '220-81-62517', invoice_email: 'tax@example.com' });
    expect(info.data.phone).toMatch(/^010-\*{4}-\d{4}$/);
  });

  it('pages owner-use reservations and filters them by status', async () => {
    const page1 = await call('/client/api/home/reservation/list', { page: 1, page_size: 2 }, multi);
    expect(page1.data).toHaveLength(2);
    expect(page1.total_count).toBeGreaterThan(2);
    const cancelled = await call('/client/api/home/reservation/list', { status: 'CANCELLED', page_size: 50 }, multi);
    expect(cancelled.data.every((r: { status: string }) => r.status === 'CANCELLED')).toBe(true);
    for (const r of page1.data) expect(r.nights).toBeGreaterThanOrEqual(1);
  });

  it('answers the dashboard with month-to-date KPIs', async () => {
    const { data } = await call('/client/api/home/main/info');
    expect(data).toMatchObject({ login_id: 'sokcho01', hotel_seq: 101, hotel_code: 13, member_no_list: ['13-1203-01'] });
    expect(data.month_to_date.occ_rate).toBeGreaterThan(0);
    expect(data.month_to_date.rev_par).toBeLessThanOrEqual(data.month_to_date.adr);
  });
});

describe('what the owner home asks for (issue 10)', () => {
  it('lists reservations in check-in order when asked (asc), newest first by default', async () => {
    const asc = await call('/client/api/home/reservation/list', { order: 'asc', page_size: 50 }, multi);
    const desc = await call('/client/api/home/reservation/list', { page_size: 50 }, multi);
    const ins = (rows: { check_in: string }[]) => rows.map((r) => r.check_in);
    expect(asc.data.length).toBeGreaterThan(1);
    expect(ins(asc.data)).toEqual([...ins(asc.data)].sort());
    expect(ins(desc.data)).toEqual([...ins(desc.data)].sort().reverse());
    const bad = await api.post('/client/api/home/reservation/list', { ...sampleBody('/client/api/home/reservation/list'), order: 'sideways' }, { token });
    expect(bad.status).toBe(400);
  });

  it("names the owner's hotel in English outside Korean (SPEC §1)", async () => {
    expect((await call('/client/api/home/main/info')).data.hotel_name).toBe('라온 리조트 속초');
    expect((await call('/client/api/home/main/info', { lang_type: 'ENG' })).data.hotel_name).toMatch(/^RAON .*Sokcho$/);
    // My page too (issue 28: English pages showed the Korean name there).
    expect((await call('/client/api/home/my-page/main/info')).data.hotel_name).toBe('라온 리조트 속초');
    expect((await call('/client/api/home/my-page/main/info', { lang_type: 'ENG' })).data.hotel_name).toMatch(/^RAON .*Sokcho$/);
  });
});

describe('a limit on one owner’s calls (issue 25, point 8)', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startApi({ env: { MEMBER_CALLS_PER_MINUTE: '60' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 in the envelope with Retry-After once an owner has made the minute’s calls, to that owner only', async () => {
    const [sokcho, other] = [await limited.token('sokcho01'), await limited.token('sokcho02')];
    const path = '/client/api/home/oper/period';
    const answers = await Promise.all(Array.from({ length: 60 }, () => limited.post(path, sampleBody(path), { token: sokcho })));
    expect(answers.map((a) => a.status)).toEqual(Array(60).fill(200));
    // Every member call counts, reads and writes alike.
    for (const p of [path, '/client/api/notice/list']) {
      const refused = await limited.post(p, sampleBody(p), { token: sokcho });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ result: false, code: 'E429', message: expect.stringMatching(/Too many portal requests from this account\. Try again in \d+ seconds\./) });
      const retry = Number(refused.headers.get('retry-after'));
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
    }
    expect((await limited.post(path, sampleBody(path), { token: other })).status).toBe(200);
  });
});
