import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freePort, startCluster, type Cluster } from '../../scripts/cluster.ts';
import { ensureVarnish } from '../../scripts/ensure-varnish.mjs';
import { DEMO_PASSWORD } from '../../server/db/seed-owners.ts';
import { adminQuery } from '../helpers/db.ts';

/**
 * Issue 30, points 2, 3, 4 and 6: the deployment in small (`npm run cluster`: Varnish with
 * deploy/varnish/default.vcl in front of two web processes, an API process, PostgreSQL and Redis),
 * driven over HTTP as visitors and an owner would. Skipped, with the reason, where varnishd cannot
 * be installed; CI installs it.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let varnishMissing = '';
try {
  ensureVarnish({ quiet: true });
} catch (err) {
  varnishMissing = (err as Error).message;
}
if (varnishMissing) console.log(`cluster test skipped: ${varnishMissing}`);

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let cluster: Cluster;
let db: pg.Client;
const dbName = `raon_cluster_test_${process.pid}`;
const logs: string[] = [];

async function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; edge: string | null; body: string; headers: Headers }> {
  const res = await fetch(`${cluster.url}${path}`, { headers: { 'user-agent': DESKTOP, 'accept-language': 'ko-KR,ko;q=0.9', ...headers }, redirect: 'manual' });
  return { status: res.status, edge: res.headers.get('x-edge-cache'), body: await res.text(), headers: res.headers };
}

describe.skipIf(varnishMissing !== '')('the cluster (Varnish in front of two web processes)', () => {
  beforeAll(async () => {
    const base = new URL(adminUrl);
    base.pathname = `/${dbName}`;
    cluster = await startCluster({ port: await freePort(), databaseUrl: base.toString(), dataDir: `/tmp/raon-cluster-test-${process.pid}`, log: (line) => logs.push(line), logLevel: 'WARN' });
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  }, 240_000);
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    if (logs.some((l) => l.includes('"level":"ERROR"'))) console.log(logs.filter((l) => l.includes('"level":"ERROR"')).join('\n'));
  }, 60_000);

  it('answers the second request for a public page itself, one entry per language and device', async () => {
    for (const [path, headers] of [
      ['/', {}],
      ['/', { 'accept-language': 'en-US,en;q=0.9' }],
      ['/', { 'user-agent': PHONE }],
      ['/hotel/101', { cookie: 'language=ja' }],
    ] as const) {
      const first = await get(path, headers);
      expect(first.status, path).toBe(200);
      const second = await get(path, headers);
      expect(second.edge, `${path} ${JSON.stringify(headers)}`).toBe('HIT');
      expect(second.body).toBe(first.body);
    }
    // Each entry is the page its visitors get: the language and layout they asked for.
    expect((await get('/')).body).toMatch(/<html[^>]* lang="ko"/);
    expect((await get('/', { 'accept-language': 'en-US,en;q=0.9' })).body).toMatch(/<html[^>]* lang="en"/);
    expect((await get('/hotel/101', { cookie: 'language=ja' })).body).toMatch(/<html[^>]* lang="ja"/);
    // Browsers still revalidate with the web app's ETag; the headers only a shared cache reads stay inside.
    const page = await get('/');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('vary')).toContain('Cookie');
    expect(page.headers.get('surrogate-control')).toBeNull();
    expect(page.headers.get('xkey')).toBeNull();
    // The canonical and hreflang addresses are the public origin's, whatever process rendered the page.
    expect(page.body).toContain(`<link rel="canonical" href="${cluster.url}/"`);
    expect(page.body).toContain(`hrefLang="en" href="${cluster.url}/?lang=en"`);
    // Tracking tags share the page's entry; a cookie the page does not read too.
    expect((await get('/?utm_source=kakao&utm_campaign=x')).edge).toBe('HIT');
    expect((await get('/', { cookie: '_ga=GA1.1.1; popup_closed=1' })).edge).toBe('HIT');
    // A visited hotel is part of the key: its page says so.
    await get('/', { cookie: 'c_hotel=102' });
    expect((await get('/', { cookie: 'c_hotel=102' })).edge).toBe('HIT');
  });

  it('never keeps anything personal: an owner signed in through the cache passes it every time', async () => {
    const login = await fetch(`${cluster.url}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: cluster.url }, body: JSON.stringify({ loginId: 'sokcho01', password: DEMO_PASSWORD }) });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-edge-cache')).toBe('PASS');
    const session = login.headers.get('set-cookie')!.split(';')[0]!;
    for (let i = 0; i < 2; i++) {
      const member = await get('/member', { cookie: session });
      expect(member.status).toBe(200);
      expect(member.edge).toBe('PASS');
      expect(member.headers.get('cache-control')).toBe('private, no-store');
      const bff = await get('/bff/member/notification/list', { cookie: session });
      expect(bff.edge).toBe('PASS');
      // A public page asked for by the owner is the owner's (the header names them): passed, never stored.
      const home = await get('/', { cookie: `${session}; language=ko` });
      expect(home.edge).toBe('PASS');
    }
    // The sign-in pages and the pop-up callbacks too, signed in or not.
    expect((await get('/login-member')).edge).toBe('PASS');
    expect((await get('/login-member')).edge).toBe('PASS');
    expect((await get('/logout')).edge).toBe('PASS');
    // Visitors after the owner get the anonymous page.
    const anonymous = await get('/');
    expect(anonymous.edge).toBe('HIT');
    expect(anonymous.body).not.toContain('sokcho01');
  });

  it('shows a content change within 5 s, serving the page kept so far until then (no visitor waits for a render)', async () => {
    await get('/support');
    expect((await get('/support')).edge).toBe('HIT');
    const [notice] = (await db.query<{ notice_seq: number; title: string }>("SELECT notice_seq, title FROM notice_translations WHERE lang_type = 'KOR' ORDER BY notice_seq LIMIT 1")).rows;
    const changed = `${notice!.title} (${Date.now()})`;
    const started = Date.now();
    await db.query("UPDATE notice_translations SET title = $1 WHERE notice_seq = $2 AND lang_type = 'KOR'", [changed, notice!.notice_seq]);
    const answers: string[] = [];
    let shown = false;
    while (!shown && Date.now() - started < 5_000) {
      const page = await get('/support');
      answers.push(`${page.status} ${page.edge}`);
      shown = page.body.includes(changed);
    }
    expect(shown, `the change was not shown within 5 s (answers: ${answers.slice(-5).join(', ')})`).toBe(true);
    // Every answer came from the cache (the page kept so far, or the new one): none waited for a render.
    expect(answers.filter((a) => a !== '200 HIT')).toEqual([]);
  });

  it('keeps answering when a web process dies: the other one and the pages kept carry it', async () => {
    const pages = ['/', '/hotel/101', '/hotel/102', '/support', '/brand'];
    for (const p of pages) await get(p);
    await cluster.killWeb(0);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      // Pages kept, and pages not kept yet (a new address each time): the living process renders them.
      statuses.push((await get(pages[i % pages.length]!)).status, (await get(`/support?page=${(i % 3) + 1}`)).status);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    await cluster.startWeb(0);
  });
});
