import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config.ts';
import { buildIfMissing, start, type Started } from '../../server/start.ts';
import { seedToday } from '../../server/db/seed.ts';
import { DEMO_PASSWORD } from '../../server/db/seed-owners.ts';
import { closeBrowser, signedInState } from './browser.ts';
import { e2eWorkers } from './e2e-workers.ts';

/** The owners the portal's e2e files open screens as; each signs in once per run (issue 27, point 4). */
const SIGNED_IN_OWNERS = ['sokcho01', 'naksan01', 'multi01', 'gyeongju01', 'sokcho02'];

/** Raw figures read straight from the database (not through the api), for the portal's e2e checks. */
export interface PortalDb {
  days: { hotel_seq: number; sale_date: string; sales_available: number; occ_rooms: number; day_use: number; room_fee: number }[];
  /** The payout ledger (issue 28): net_amount is the distribution less the fee (the P&L's), status PAID, SCHEDULED or CARRIED. */
  ledger: {
    member_no: string; std_month: string; distribution: number; management_fee: number; net_amount: number; transfer_amount: number; carried_forward: number;
    /** The month's settlement (정산액): distribution + its VAT − the fee − the fee's VAT. */
    settlement: number;
    paid_on: string | null; status: 'PAID' | 'SCHEDULED' | 'CARRIED';
  }[];
  revenue: { hotel_seq: number; year: string; total: number }[];
  cost: { hotel_seq: number; year: string; total: number }[];
  closed: { hotel_seq: number; std_month: string }[];
  period: { hotel_seq: number; start_date: string; end_date: string }[];
  /** Issue 12's report checks: every daily operation row of every property (all columns), the monthly lines, adjustments, pool settings and units. */
  operations: {
    hotel_seq: number; sale_date: string; sales_available: number; occ_rooms: number; day_use: number; oooo_rooms: number; hous_rooms: number; comp_rooms: number;
    stay: number; exp_arrv_rooms: number; exp_dept_rooms: number; vacant: number; room_fee: number;
  }[];
  revenueLines: { hotel_seq: number; std_month: string; line_key: string; amount: number }[];
  costLines: { hotel_seq: number; std_month: string; line_key: string; amount: number }[];
  adjustments: { hotel_seq: number; std_month: string; amount: number; reason: string }[];
  settings: { hotel_seq: number; total_rooms: number; owner_pool_ratio: number; ratio_text: string; management_fee_per_m2: number; pool_area_m2: number; pool_share_ratio: number; pool_units: number }[];
  units: { member_no: string; login_id: string; hotel_seq: number; room_no: string; area_m2: number; share_ratio: number; share_text: string; contract_ym: string }[];
  /** Issue 13's board checks. */
  notices: { notice_seq: number; title: string; content: string; is_pinned: boolean; hotel_seq: number | null; view_count: number }[];
  dividends: { member_no: string; period: string; amount: number }[];
  fees: { member_no: string; std_month: string; total: number }[];
  events: { hotel_seq: number | null; title: string }[];
  /** Issue 13's my-page checks. */
  invoices: { member_no: string; std_month: string; supply_amount: number; vat_amount: number; status: 'DRAFT' | 'REQUESTED' | 'ISSUED'; close_yn: 'Y' | 'N' }[];
  incentives: { member_no: string; year: string; amount: number; paid: boolean }[];
  vocs: { voc_seq: number; login_id: string }[];
}

/** One stack of the run: a web app and its api over a database of its own, the owners signed in there. */
export interface E2eServer {
  webUrl: string;
  apiUrl: string;
  /** Each demo owner signed in once for the run on this stack: the path of a Playwright storage state file (cookies) a context starts from. */
  ownerStates: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per e2e worker (E2E_WORKERS): a test file uses its worker's (tests/helpers/e2e-server.ts). */
    e2eServers: E2eServer[];
    portalDb: PortalDb;
    /** The Seoul day the e2e database was seeded for ('YYYY-MM-DD'): the "today" its notices and operations are written around. */
    seedDay: string;
  }
}

/** The production build, the api and the web app on ephemeral ports over a fresh embedded database, once per e2e worker. */
export default async function setup(project: TestProject) {
  buildIfMissing();
  // The seed's day read once: every stack holds the data of the same Seoul day (the one clock).
  const seedDay = seedToday();
  const stacks = await Promise.all(Array.from({ length: e2eWorkers() }, () => startStack(seedDay)));
  const first = stacks[0]!;
  const db = first.started.db!;
  // Our own SQL, independent of the api's domain code: the portal's figures must add up to these.
  const provided: Partial<PortalDb> = {
    days: await db.query<PortalDb['days'][number]>(
      `SELECT hotel_seq, to_char(sale_date, 'YYYY-MM-DD') AS sale_date, sales_available, occ_rooms, day_use, room_fee::float8 AS room_fee
         FROM daily_operations WHERE sale_date >= (now() AT TIME ZONE 'Asia/Seoul')::date - 70`,
    ),
    ledger: await db.query<PortalDb['ledger'][number]>(
      `SELECT member_no, std_month, distribution::float8 AS distribution, management_fee::float8 AS management_fee, (distribution - management_fee)::float8 AS net_amount,
              settlement::float8 AS settlement, transfer_amount::float8 AS transfer_amount, carried_forward::float8 AS carried_forward, to_char(paid_on, 'YYYY-MM-DD') AS paid_on,
              CASE WHEN paid_on IS NOT NULL THEN 'PAID' WHEN transfer_amount > 0 THEN 'SCHEDULED' ELSE 'CARRIED' END AS status
         FROM payouts`,
    ),
    revenue: await db.query<PortalDb['revenue'][number]>(`SELECT hotel_seq, substr(std_month, 1, 4) AS year, sum(amount)::float8 AS total FROM monthly_revenue_lines GROUP BY 1, 2`),
    cost: await db.query<PortalDb['cost'][number]>(`SELECT hotel_seq, substr(std_month, 1, 4) AS year, sum(amount)::float8 AS total FROM monthly_cost_lines GROUP BY 1, 2`),
    closed: await db.query<PortalDb['closed'][number]>(`SELECT hotel_seq, max(std_month) AS std_month FROM month_closings GROUP BY 1`),
    period: await db.query<PortalDb['period'][number]>(`SELECT hotel_seq, to_char(min(sale_date), 'YYYY-MM-DD') AS start_date, to_char(max(sale_date), 'YYYY-MM-DD') AS end_date FROM daily_operations GROUP BY 1`),
  };
  Object.assign(provided, {
    operations: await db.query<PortalDb['operations'][number]>(
      `SELECT hotel_seq, to_char(sale_date, 'YYYYMMDD') AS sale_date, sales_available, occ_rooms, day_use, oooo_rooms, hous_rooms, comp_rooms, stay,
              exp_arrv_rooms, exp_dept_rooms, vacant, room_fee::float8 AS room_fee
         FROM daily_operations ORDER BY hotel_seq, sale_date`,
    ),
    revenueLines: await db.query<PortalDb['revenueLines'][number]>(`SELECT hotel_seq, std_month, line_key, amount::float8 AS amount FROM monthly_revenue_lines`),
    costLines: await db.query<PortalDb['costLines'][number]>(`SELECT hotel_seq, std_month, line_key, amount::float8 AS amount FROM monthly_cost_lines`),
    adjustments: await db.query<PortalDb['adjustments'][number]>(`SELECT hotel_seq, std_month, amount::float8 AS amount, reason FROM profit_adjustments ORDER BY adjustment_seq`),
    settings: await db.query<PortalDb['settings'][number]>(`SELECT s.hotel_seq, s.total_rooms, s.owner_pool_ratio::float8 AS owner_pool_ratio, s.owner_pool_ratio::text AS ratio_text,
              s.management_fee_per_m2, (SELECT count(*)::int FROM room_units r WHERE r.hotel_seq = s.hotel_seq) AS pool_units,
              (SELECT sum(area_m2)::float8 FROM room_units r WHERE r.hotel_seq = s.hotel_seq) AS pool_area_m2,
              (SELECT sum(share_ratio)::float8 FROM room_units r WHERE r.hotel_seq = s.hotel_seq) AS pool_share_ratio
         FROM property_settings s`),
    units: await db.query<PortalDb['units'][number]>(
      `SELECT m.member_no, u.login_id, r.hotel_seq, r.room_no, r.area_m2::float8 AS area_m2, r.share_ratio::float8 AS share_ratio, r.share_ratio::text AS share_text,
              to_char(m.contract_start, 'YYYYMM') AS contract_ym
         FROM members m JOIN users u ON u.user_seq = m.user_seq JOIN room_units r ON r.unit_seq = m.unit_seq ORDER BY m.member_no`,
    ),
    notices: await db.query<PortalDb['notices'][number]>('SELECT notice_seq, title, content, is_pinned, hotel_seq, view_count FROM member_notices ORDER BY notice_seq'),
    dividends: await db.query<PortalDb['dividends'][number]>('SELECT member_no, period, amount::float8 AS amount FROM dividends'),
    fees: await db.query<PortalDb['fees'][number]>('SELECT member_no, std_month, (common_fee + utility_fee + reserve_fee)::float8 AS total FROM management_fees'),
    events: await db.query<PortalDb['events'][number]>('SELECT hotel_seq, title FROM member_events'),
    invoices: await db.query<PortalDb['invoices'][number]>('SELECT member_no, std_month, supply_amount::float8 AS supply_amount, vat_amount::float8 AS vat_amount, status, close_yn FROM tax_invoices'),
    incentives: await db.query<PortalDb['incentives'][number]>("SELECT member_no, to_char(period_end, 'YYYY') AS year, amount::float8 AS amount, paid_on IS NOT NULL AS paid FROM incentives"),
    vocs: await db.query<PortalDb['vocs'][number]>('SELECT v.voc_seq, u.login_id FROM member_vocs v JOIN users u ON u.user_seq = v.user_seq WHERE v.deleted_at IS NULL ORDER BY v.voc_seq'),
  });
  project.provide('portalDb', provided as PortalDb);
  // The seed's day as the seed wrote it (its operations run up to that day), not a clock read
  // again here: a run that crosses Seoul's midnight still expects the texts the seed wrote.
  const [seeded] = await db.query<{ day: string }>("SELECT to_char(max(sale_date), 'YYYY-MM-DD') AS day FROM daily_operations");
  project.provide('seedDay', seeded!.day);
  // One sign-in per owner and stack for the whole run, saved as Playwright storage state: a test's
  // context starts signed in (browser.newContext({ storageState })) instead of signing in again
  // each time. A test that logs out or needs a session of its own signs in itself (portal.test.ts).
  for (const stack of stacks) {
    for (const loginId of SIGNED_IN_OWNERS) {
      stack.server.ownerStates[loginId] = path.join(stack.dataDir, `state-${loginId}.json`);
      await signedInState(stack.server.webUrl, loginId, DEMO_PASSWORD, stack.server.ownerStates[loginId]);
    }
  }
  await closeBrowser();
  project.provide('e2eServers', stacks.map((stack) => stack.server));
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
  };
}

async function startStack(seedDay: string): Promise<{ server: E2eServer; started: Started; dataDir: string; stop(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-e2e-'));
  // The web app's calls to the API may take 30 s here, not the 3 s of a deployment: this server
  // shares 2 cores with the browser, the test workers and the other suites (a CI run waited up to
  // 3.5× the idle time, a load average near 14), where a call past 3 s is shown as an error card
  // in place of the figures a test waits for (docs/reliability.md §7). What a timeout does is
  // tested with small limits of its own (tests/e2e/web-http.test.ts, tests/api/page-cache.test.ts).
  const config = loadConfig({ PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'WARN', API_TIMEOUT_MS: '30000', DATABASE_URL: process.env.E2E_DATABASE_URL });
  const started = await start(config, { seedDay });
  return {
    server: { webUrl: started.web.url, apiUrl: started.api!.url, ownerStates: {} },
    started,
    dataDir,
    async stop() {
      await started.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
